/** The WhatsApp reminder of a due EMI (issue 37): the text in each language, one place, and the chat link with the text prefilled. */
// Reasoning: docs/decisions.md "Notes: src/features/emi/dueReminders.ts"
import { formatPaise } from '../../common/format';
import { whatsappUrl } from '../../common/phone';
import type { EmiDue } from './dues';
import { formatDay } from './emiLogic';
import { toPaise } from './schedule';

export type ReminderLanguage = 'en' | 'ta';

/** Reminders go out in English unless the dues list's toolbar chooses Tamil. */
export const REMINDER_LANGUAGE: ReminderLanguage = 'en';

interface ReminderParts {
  name: string;
  number: number;
  amount: string;
  plot: string;
  layout: string;
  date: string;
  days: number;
}

/** The WhatsApp reminder texts, one place per language. */
export const REMINDER_TEXTS: Readonly<
  Record<ReminderLanguage, { due: (p: ReminderParts) => string; overdue: (p: ReminderParts) => string }>
> = {
  en: {
    due: p =>
      `Dear ${p.name}, this is a reminder that EMI ${p.number} of ${p.amount} for plot ${p.plot}${p.layout ? `, ${p.layout}` : ''} is due on ${p.date}. Thank you.`,
    overdue: p =>
      `Dear ${p.name}, EMI ${p.number} of ${p.amount} for plot ${p.plot}${p.layout ? `, ${p.layout}` : ''} was due on ${p.date} and is ${p.days} ${p.days === 1 ? 'day' : 'days'} overdue. Please pay at the earliest. Thank you.`,
  },
  ta: {
    due: p =>
      `அன்புள்ள ${p.name}, ${p.layout ? `${p.layout} ` : ''}மனை எண் ${p.plot} க்கான EMI ${p.number} தவணைத் தொகை ${p.amount} ${p.date} அன்று செலுத்த வேண்டும் என்பதை நினைவூட்டுகிறோம். நன்றி.`,
    overdue: p =>
      `அன்புள்ள ${p.name}, ${p.layout ? `${p.layout} ` : ''}மனை எண் ${p.plot} க்கான EMI ${p.number} தவணைத் தொகை ${p.amount} ${p.date} அன்று செலுத்த வேண்டியது; ${p.days} நாட்கள் தாமதமாகியுள்ளது. விரைவில் செலுத்துமாறு கேட்டுக்கொள்கிறோம். நன்றி.`,
  },
};

/** The reminder of one due instalment, with the amount still due. */
export const reminderText = (due: EmiDue, language: ReminderLanguage = REMINDER_LANGUAGE): string => {
  const parts: ReminderParts = {
    name: due.customer?.name || (language === 'ta' ? 'வாடிக்கையாளர்' : 'Customer'),
    number: due.number,
    amount: formatPaise(toPaise(due.amount_due) ?? 0),
    plot: due.plot?.number ?? '-',
    layout: due.layout?.name ?? '',
    date: formatDay(due.due_date),
    days: due.days_late,
  };
  return REMINDER_TEXTS[language][due.kind](parts);
};

/** https://wa.me/<digits with the country code, +91 when none>?text=<the reminder>; null without a phone. */
export const whatsappReminderUrl = (due: EmiDue, language: ReminderLanguage = REMINDER_LANGUAGE): string | null => {
  const chat = whatsappUrl(due.customer?.phone, due.customer?.country_code || undefined);
  return chat && `${chat}?text=${encodeURIComponent(reminderText(due, language))}`;
};
