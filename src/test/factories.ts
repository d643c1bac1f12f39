/** Test data written through the same write path as the app's own writes. */

import type { ImportSourceDto } from '@domain/schemas/import-schemas';
import type { FastifyInstance } from 'fastify';
import type { NewParameter, NewStudio } from '../server/db/repositories/studio-writes';
import { insertSeedStudios } from '../server/seed/insert-seed-studios';

let counter = 0;

export interface StudioFactoryInput extends Partial<NewStudio> {
  parameters?: NewParameter[] | Record<string, string>;
  sources?: ImportSourceDto[];
}

export async function createStudio(app: FastifyInstance, input: StudioFactoryInput = {}): Promise<number> {
  counter += 1;
  const { parameters = [], sources = [], ...studio } = input;
  const params = Array.isArray(parameters)
    ? parameters
    : Object.entries(parameters).map(([key, value]) => ({ key, value }));
  const [id] = await app.write((_tx, write) =>
    insertSeedStudios(write, [
      {
        studio: {
          name: `Test Studio ${counter}`,
          city: 'Berlin',
          country: 'Germany',
          status: 'published',
          ...studio,
        },
        parameters: params,
        sources,
      },
    ]),
  );
  return id!;
}
