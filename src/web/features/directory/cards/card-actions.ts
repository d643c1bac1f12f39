/**
 * What other features add to each card's footer and the map's cards (the shortlist's 'Save', product.md
 * §16): the route composes them in (studios-route.tsx), since features do not import each other.
 */
import { createContext, type ReactNode } from 'react';

export type CardActions = (studio: { id: number; name: string }) => ReactNode;

export const CardActionsContext = createContext<CardActions | null>(null);
