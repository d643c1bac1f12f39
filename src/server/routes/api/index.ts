/** Every /api route, registered under the /api prefix. */
import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin/index';
import analyticsRoutes from './analytics/index';
import duplicateRoutes from './duplicates/index';
import importRoutes from './imports/index';
import ownerClaimRoutes from './owners/claims';
import correctionRoutes from './owners/corrections';
import enquiryRoutes from './owners/enquiries';
import freshnessRoutes from './owners/freshness';
import placesRoutes from './places/index';
import studioImportRoutes from './studio-imports/index';
import compareRoutes from './studios/compare';
import compareCsvRoutes from './studios/compare-csv';
import comparePdfRoutes from './studios/compare-pdf';
import parameterEditRoutes from './studios/parameter-edits';
import studioEditRoutes from './studios/studio-edits';
import studioImageRoutes from './studios/studio-images';
import studiosRoutes from './studios/studios';
import studiosEnhancedRoutes from './studios/studios-enhanced';
import studiosExportRoutes from './studios/studios-export';

const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(studiosEnhancedRoutes);
  await app.register(studiosExportRoutes);
  await app.register(studiosRoutes);
  await app.register(studioEditRoutes);
  await app.register(parameterEditRoutes);
  await app.register(studioImageRoutes);
  await app.register(compareRoutes);
  await app.register(comparePdfRoutes);
  await app.register(compareCsvRoutes);
  await app.register(adminRoutes);
  await app.register(analyticsRoutes);
  await app.register(importRoutes);
  await app.register(placesRoutes);
  await app.register(studioImportRoutes);
  await app.register(ownerClaimRoutes);
  await app.register(correctionRoutes);
  await app.register(enquiryRoutes);
  await app.register(freshnessRoutes);
  await app.register(duplicateRoutes);
};

export default apiRoutes;
