/** An activity feed entry's message: its text, each known placeholder a link to its record (plain text where it may not link). */
import { Fragment } from 'react';
import { useRecordContext } from 'react-admin';
import { RecordLink } from '../../common/RecordLink';
import { messageParts } from '../../features/activityFeed/message';

const ActivityMessage = ({ source }: { source: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <span>
      {messageParts(record[source], record.params).map((part, i) =>
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
