/** An activity feed entry's message: its text, each known placeholder a link to its record… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/activity/ActivityMessage.tsx"
import { Fragment } from 'react';
import { useRecordContext } from 'react-admin';
import { RecordLink } from '../../../common/RecordLink';
import { messageParts } from '../../../features/activityFeed/message';
import { usePlaceholderTexts } from '../../../features/activityFeed/usePlaceholderTexts';

const ActivityMessage = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const recordText = usePlaceholderTexts(source);
  if (!record) return null;
  return (
    <span>
      {messageParts(record[source], record.params, recordText).map((part, i) =>
        'resource' in part ? (
          <RecordLink key={i} resource={part.resource} id={part.id}>
            {part.text}
          </RecordLink>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
};

export default ActivityMessage;
