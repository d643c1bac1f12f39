/** Every /api route, registered under the /api prefix. */
import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin/index';
import analyticsRoutes from './analytics/index';
import importRoutes from './imports/index';
import compareRoutes from './studios/compare';
import comparePdfRoutes from './studios/compare-pdf';
import studioEditRoutes from './studios/studio-edits';
import studiosRoutes from './studios/studios';
import studiosEnhancedRoutes from './studios/studios-enhanced';

const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(studiosEnhancedRoutes);
  await app.register(studiosRoutes);
  await app.register(studioEditRoutes);
  await app.register(compareRoutes);
  await app.register(comparePdfRoutes);
  await app.register(adminRoutes);
  await app.register(analyticsRoutes);
  await app.register(importRoutes);
};

export default apiRoutes;
