/**
 * The shared documents-and-folders feature (projects, plots, properties and, later, purchased
 * land). Show pages use the tabs of ./tabs (light: the feature itself loads when a tab opens):
 *
 *   <DocumentsTab type="project" />, <ProjectDocumentsTab projectIdOf={...} />
 *
 * - DocumentArea({ type, pid }): the whole Folder/Files area of a show tab.
 * - ProjectDocumentsOfPlot({ plotId, projectId? }): the plot show 'projectdocument' tab.
 * - documentResourceDeclaration(type) (./resources): the registry declaration of document/{type}
 *   (create and edit; document/project also show), for purchased land to add later.
 */
export { DocumentArea } from './DocumentArea';
export type { DocumentAreaProps } from './DocumentArea';
export { ProjectDocumentsOfPlot } from './ProjectDocumentsOfPlot';
export type { ProjectDocumentsOfPlotProps } from './ProjectDocumentsOfPlot';
export type { DocumentOwnerType } from './model';
