/** The directory's selection over the studio store (services/studio-selection.ts), one per app. */
import fp from 'fastify-plugin';
import { presentListStudio } from '../presenters/studio-presenter';
import { StudioSelection } from '../services/studio-selection';

declare module 'fastify' {
  interface FastifyInstance {
    /** Filters, searches and sorts the listed studios: what the list API and the bulk export serve. */
    studioSelection: StudioSelection;
  }
}

export default fp(
  async (app) => {
    app.decorate('studioSelection', new StudioSelection(app.studioStore, presentListStudio));
  },
  { name: 'studio-selection', dependencies: ['database'] },
);
