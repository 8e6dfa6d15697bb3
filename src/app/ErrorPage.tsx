/** What a crash shows instead of a blank page: 'Application error', what happened, and a way back. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MESSAGES } from '../common/messages';
import { useT } from '../common/i18n';

export interface ErrorPageProps {
  error?: unknown;
  /** Where "Back" goes; defaults to the home page of the console. */
  homeHref?: string;
  onRetry?: () => void;
}

export const ErrorPage = ({ error, homeHref = '/', onRetry }: ErrorPageProps) => {
  const t = useT();
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 720, mx: 'auto' }} role="alert">
      <Typography variant="h4" component="h1" gutterBottom>
        {t(MESSAGES.applicationError)}
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        {error instanceof Error && error.message ? error.message : t('Something went wrong on this page.')}
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" href={homeHref}>
          {t('Back to dashboard')}
        </Button>
        <Button variant="outlined" onClick={onRetry ?? (() => window.location.reload())}>
          {t('Try again')}
        </Button>
      </Stack>
    </Box>
  );
};

/** The last line of defence around the whole console. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  render() {
    if (this.state.error !== undefined) {
      return <ErrorPage error={this.state.error} onRetry={() => this.setState({ error: undefined })} />;
    }
    return this.props.children;
  }
}
