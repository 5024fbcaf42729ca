import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { APP_PATHS } from '../../../config/paths';
import { QueryStates } from '../../../ui/query-states';
import { useContract } from '../api/contract';
import { ContractFigures } from './contract-page';
import '../agent.css';
import '../i18n-bundle';

/** /m/member/agent/agentDivident: this half month's dividend so far and what was paid. */
export default function DividendPage() {
  const { t } = useTranslation();
  const query = useContract('dividend');
  const contract = query.data?.contract ?? null;
  return (
    <div className="agent-page">
      <QueryStates query={query} isEmpty={contract === null} emptyText={t('agent.no_contract')}>
        {() => (
          <>
            <ContractFigures kind="dividend" value={query.data!} />
            <Link href={APP_PATHS.dividendContract} className="button button--ghost button--block">{t('agent.view_contract')}</Link>
          </>
        )}
      </QueryStates>
    </div>
  );
}
