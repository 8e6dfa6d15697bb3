/** A phone number anyone can use: a tel: link and, unless told otherwise, its WhatsApp chat… */
// Reasoning: docs/decisions.md "Notes: src/common/PhoneLinks.tsx"
import type { MouseEvent } from 'react';
import { Box, IconButton, Link as MuiLink } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { telUrl, whatsappUrl } from './phone';
import { useT } from './i18n';

/** A click on a link does not open the row it sits in. */
const stop = (event: MouseEvent) => event.stopPropagation();

export const PhoneLinks = ({
  phone,
  countryCode,
  whatsapp = true,
  call = true,
}: {
  phone: string;
  countryCode?: unknown;
  whatsapp?: boolean;
  call?: boolean;
}) => {
  const t = useT();
  const tel = telUrl(phone, countryCode);
  const chat = whatsapp ? whatsappUrl(phone, countryCode) : null;
  return (
    <Box component="span" onClick={stop} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {call &&
        (tel ? (
          <MuiLink href={tel} aria-label={t('Call %{phone}', { phone })} underline="hover">
            {phone}
          </MuiLink>
        ) : (
          <span>{phone}</span>
        ))}
      {chat && (
        <IconButton
          size="small"
          component="a"
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${phone}`}
          title="WhatsApp"
        >
          <WhatsAppIcon fontSize="small" color="success" />
        </IconButton>
      )}
    </Box>
  );
};
