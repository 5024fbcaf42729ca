import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberKey, useSession } from '../../../platform/session';
import { useFormats } from '../../../api/system/use-formats';
import { QueryStates } from '../../../ui/query-states';
import { myFeedbackQuery } from '../api/feedback';
import { FEEDBACK_TYPE_KEYS } from '../model/feedback-rules';
import type { FeedbackType } from '../../../../contract/messages';
import '../i18n-bundle';

/** The player's feedback, newest first, with customer service's replies. */
export function MyFeedback() {
  const { t } = useTranslation();
  const formats = useFormats();
  const query = useQuery(myFeedbackQuery(memberKey(useSession())));
  const list = query.data?.list ?? [];
  return (
    <section aria-labelledby="my-feedback-title">
      <h2 id="my-feedback-title" className="msg-section">{t('messages.my_feedback')}</h2>
      <QueryStates query={query} isEmpty={list.length === 0} emptyText={t('messages.my_feedback_empty')}>
        {() => (
          <ul className="feedback-mine">
            {list.map((entry) => (
              <li key={entry.id}>
                <span className="feedback-mine__meta">
                  {t(`messages.${FEEDBACK_TYPE_KEYS[entry.type as FeedbackType] ?? 'type_other'}` as 'messages.type_other')} · {formats.dateTime(entry.createdAt)}
                </span>
                <span>{entry.content}</span>
                {entry.reply
                  ? <span className="feedback-mine__reply">{t('messages.reply')}: {entry.reply}</span>
                  : <span className="feedback-mine__meta">{t('messages.awaiting_reply')}</span>}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
