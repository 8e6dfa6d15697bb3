/** The partner app download boxes, each with a copy-link button that shows Copied and returns to normal after 4 seconds. */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/AppDownloads.tsx"
import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { visuallyHidden } from '@mui/utils';
import { PARTNER_APP_LINKS, PARTNER_APP_NAME, type AppLink } from './appLinks';
import { COPY_ANNOUNCEMENTS, COPY_LABELS, createCopyLink, type CopyLinkController, type CopyState } from './copyLink';
import { useT } from '../../common/i18n';

/** The copy-link state machine bound to React state. */
export const useCopyLink = () => {
  const [state, setState] = useState<CopyState>('idle');
  const controller = useRef<CopyLinkController | null>(null);
  useEffect(() => {
    const c = createCopyLink({ onChange: setState });
    controller.current = c;
    return () => c.dispose();
  }, []);
  return { state, copy: (text: string) => controller.current?.copy(text) };
};

const ICONS = { idle: ContentCopyIcon, copied: CheckIcon, failed: ErrorOutlineIcon } as const;
const COLORS = { idle: 'primary', copied: 'success', failed: 'error' } as const;

const AppDownloadBox = ({ link }: { link: AppLink }) => {
  const { state, copy } = useCopyLink();
  const t = useT();
  const titleId = useId();
  const Icon = ICONS[state];
  const PlatformIcon = link.platform === 'Android' ? AndroidIcon : AppleIcon;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: link.platform === 'Android' ? '#3ddc84' : 'text.primary', display: 'flex' }} aria-hidden>
            <PlatformIcon sx={{ fontSize: 44 }} />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {t('Partner App for %{platform}', { platform: link.platform })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('Download %{app} from %{store}', { app: PARTNER_APP_NAME, store: link.store })}
            </Typography>
            <Link href={link.url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ wordBreak: 'break-all' }}>
              {link.url}
            </Link>
          </Box>
        </Stack>
        <Stack direction="row" sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          <Button
            variant={state === 'idle' ? 'outlined' : 'contained'}
            color={COLORS[state]}
            startIcon={<Icon />}
            onClick={() => copy(link.url)}
            aria-label={t('%{action}: %{platform} download link', { action: t(COPY_LABELS[state]), platform: link.platform })}
            sx={{ minWidth: 130 }}
          >
            {t(COPY_LABELS[state])}
          </Button>
        </Stack>
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {COPY_ANNOUNCEMENTS[state] ? t(COPY_ANNOUNCEMENTS[state]) : ''}
        </Box>
      </CardContent>
    </Card>
  );
};

export const AppDownloads = () => (
  <>
    {PARTNER_APP_LINKS.map(link => (
      <Grid key={link.platform} size={{ xs: 12, md: 6 }}>
        <AppDownloadBox link={link} />
      </Grid>
    ))}
  </>
);
