/** The Indian amount and date inputs in Tamil (src/common/AmountInput.tsx, DayInput.tsx; issue 39). */
const ta: Record<string, string> = {
  'Choose a date': 'தேதியைத் தேர்ந்தெடுக்கவும்',
  'dd/mm/yyyy': 'நாள்/மாதம்/வருடம்',
  'Enter the date as dd/mm/yyyy': 'தேதியை நாள்/மாதம்/வருடம் (dd/mm/yyyy) என்று உள்ளிடவும்',
  'There is no such date: %{date}': '%{date} என்று ஒரு தேதி இல்லை',
  'Choose a date and time': 'தேதியையும் நேரத்தையும் தேர்ந்தெடுக்கவும்',
  'dd/mm/yyyy hh:mm am': 'நாள்/மாதம்/வருடம் மணி:நிமிடம் am',
  'Enter the date and time as dd/mm/yyyy hh:mm am': 'தேதியையும் நேரத்தையும் நாள்/மாதம்/வருடம் மணி:நிமிடம் am (dd/mm/yyyy hh:mm am) என்று உள்ளிடவும்',
  'There is no such date and time: %{date}': '%{date} என்று ஒரு தேதியும் நேரமும் இல்லை',
};

export default ta;
