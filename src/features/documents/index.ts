/** The shared documents-and-folders feature (projects, plots, properties and, later, purchased land). */
// Reasoning: docs/decisions.md "Notes: src/features/documents/index.ts"
export { DocumentArea } from './DocumentArea';
export type { DocumentAreaProps } from './DocumentArea';
export { ProjectDocumentsOfPlot } from './ProjectDocumentsOfPlot';
export type { ProjectDocumentsOfPlotProps } from './ProjectDocumentsOfPlot';
export type { DocumentOwnerType } from './model';
