/** The Indian amount and date inputs in Tamil (src/common/AmountInput.tsx, DayInput.tsx; issue 39). */
const ta: Record<string, string> = {
  'Choose a date': 'தேதியைத் தேர்ந்தெடுக்கவும்',
  'dd/mm/yyyy': 'நாள்/மாதம்/வருடம்',
  'Enter the date as dd/mm/yyyy': 'தேதியை நாள்/மாதம்/வருடம் (dd/mm/yyyy) என்று உள்ளிடவும்',
  'There is no such date: %{date}': '%{date} என்று ஒரு தேதி இல்லை',
};

export default ta;
