import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REBATE_CATEGORIES } from '../../../../contract/agent';
import { APP_PATHS } from '../../../config/paths';
import { useFormats } from '../../../api/system/use-formats';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useErrorText } from '../../../ui/error-text';
import { QueryStates } from '../../../ui/query-states';
import { toast } from '../../../ui/toast-store';
import { useAffLinks } from '../api/aff-links';
import { useCreateAffLink } from '../api/create-aff-link';
import { useDeleteAffLink } from '../api/delete-aff-link';
import { useOwnRebates } from '../api/own-rebates';
import { FigureGrid } from './figures';
import '../agent.css';
import '../i18n-bundle';

/** The register link a code opens (the register form reads ?affiliateCode=). */
const linkFor = (code: string) => `${window.location.origin}${APP_PATHS.register}?affiliateCode=${encodeURIComponent(code)}`;

/** /m/member/agent/agentRebeat: the agent's own rates, and its affiliate links (create, copy, delete). */
export default function AgentRebatePage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const rates = useOwnRebates();
  const links = useAffLinks();
  const create = useCreateAffLink();
  const remove = useDeleteAffLink();
  const [note, setNote] = useState('');
  const [deleting, setDeleting] = useState<{ id: number; code: string } | null>(null);
  const copy = (code: string) => {
    void navigator.clipboard?.writeText(linkFor(code)).then(() => toast.success(t('agent.link_copied')), () => undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(note.trim(), {
      onSuccess: () => {
        setNote('');
        toast.success(t('agent.link_created'));
      },
      onError: (error) => toast.error(errorText(error)),
    });
  };
  return (
    <div className="agent-page">
      <section className="agent-card" aria-labelledby="agent-own-rates">
        <h2 id="agent-own-rates" className="agent-card__title">{t('agent.own_rates')}</h2>
        <QueryStates query={rates} isEmpty={false} emptyText="">
          {() => <FigureGrid figures={REBATE_CATEGORIES.map((c) => ({ label: t(`agent.cat_${c}`), value: formats.percent(rates.data![c]) }))} />}
        </QueryStates>
      </section>
      <section className="agent-card" aria-labelledby="agent-links">
        <h2 id="agent-links" className="agent-card__title">{t('agent.links_title')}</h2>
        {links.data?.ownCode && <p className="agent-note">{`${t('agent.own_code')}: `}<strong>{links.data.ownCode}</strong></p>}
        <form className="agent-search" onSubmit={submit}>
          <input className="agent-input" aria-label={t('agent.link_note')} placeholder={t('agent.link_note')} maxLength={40} value={note} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" className="button button--small" disabled={create.isPending}>{t('agent.link_create')}</button>
        </form>
        <QueryStates query={links} isEmpty={(links.data?.list.length ?? 0) === 0} emptyText={t('agent.no_links')}>
          {() => (
            <ul className="agent-links">
              {links.data!.list.map((link) => (
                <li key={link.id} className="agent-link">
                  <span className="agent-link__code">{link.code}</span>
                  <span className="agent-row__meta">{link.note ?? ''}</span>
                  <span className="agent-row__meta">{`${formats.date(new Date(link.createdAt))} · ${t('agent.link_registrations', { count: link.registrations })}`}</span>
                  <span className="agent-link__actions">
                    <button type="button" className="button button--small button--ghost" onClick={() => copy(link.code)}>{t('agent.link_copy')}</button>
                    <button type="button" className="button button--small button--danger" onClick={() => setDeleting({ id: link.id, code: link.code })}>{t('agent.link_delete')}</button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </section>
      {deleting && (
        <ConfirmDialog
          text={t('agent.link_delete_confirm', { code: deleting.code })}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting.id, { onSuccess: () => toast.success(t('agent.link_deleted')), onError: (error) => toast.error(errorText(error)) });
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}
