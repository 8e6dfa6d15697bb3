/** The documents feature as show-page tabs, for every owner (project, plot, property, later purchased land). */
// Reasoning: docs/decisions.md "Notes: src/features/documents/tabs.tsx"
import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useRecordContext, type RaRecord } from 'ra-core';
import type { DocumentOwnerType } from './model';
import { useT } from '../../common/i18n';

const DocumentArea = lazy(() => import('./index').then(m => ({ default: m.DocumentArea })));
const ProjectDocumentsOfPlot = lazy(() => import('./index').then(m => ({ default: m.ProjectDocumentsOfPlot })));

const Loading = () => {
  const t = useT();
  return (
    <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress size={24} aria-label={t('Loading')} />
    </Box>
  );
};

/** The Folder/Files tab of the record in context. */
export const DocumentsTab = ({ type }: { type: DocumentOwnerType }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Suspense fallback={<Loading />}>
      <DocumentArea type={type} pid={record.id} />
    </Suspense>
  );
};

/** The plot show 'projectdocument' tab: the project documents assigned to the plot in context. */
export const ProjectDocumentsTab = ({ projectIdOf }: { projectIdOf: (plot: RaRecord) => RaRecord['id'] | undefined }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Suspense fallback={<Loading />}>
      <ProjectDocumentsOfPlot plotId={record.id} projectId={projectIdOf(record)} />
    </Suspense>
  );
};
