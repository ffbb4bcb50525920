import type { IncomeReport } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useIncome } from '../api/get-income';
import type { ReportPeriodQuery } from '../hooks/report-period';
import { FigureGrid } from './figure-grid';
import { PeriodPicker } from './period-picker';

/**
 * Income report (docs/product/agent-center.md): what the agent itself was paid over the period, by kind
 * (commission, salary, dividend, bonus, transfers received) with the total, and by day.
 */
export function IncomeReportPage() {
  const [period, setPeriod] = useState<ReportPeriodQuery>({ period: 'THIS_MONTH' });
  const income = useIncome(period);
  return (
    <div className="agent-stack">
      <div className="agent-panel">
        <PeriodPicker initial="THIS_MONTH" onChange={setPeriod} />
      </div>
      <div aria-busy={income.isFetching}>
        <QueryContent query={income} skeleton={{ rows: 4, rowHeight: 64 }}>
          {(report) => <IncomeFigures report={report} />}
        </QueryContent>
      </div>
    </div>
  );
}

function IncomeFigures({ report }: { report: IncomeReport }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <div className="agent-stack">
      <p className="agent-muted">
        {t('agentCenter.rangeDays', { from: report.range.from, to: report.range.to })}
      </p>
      <FigureGrid
        label={t('agentCenter.page.incomeReport')}
        figures={[
          { key: 'total', label: t('agentCenter.income.total'), value: money.format(report.total) },
          ...report.byKind.map((entry) => ({
            key: entry.kind,
            label: t(`agentCenter.income.kind.${entry.kind}`),
            value: money.format(entry.amount),
          })),
        ]}
      />
      {report.days.length === 0 ? (
        <p className="agent-muted">{t('agentCenter.income.none')}</p>
      ) : (
        <section className="agent-stack" aria-labelledby="agent-income-days">
          <h3 id="agent-income-days" className="agent-subtitle">
            {t('agentCenter.income.byDay')}
          </h3>
          <DataTable
            caption={t('agentCenter.income.byDay')}
            rows={report.days}
            rowKey={(day) => day.date}
            columns={[
              { key: 'date', header: t('records.date'), render: (day) => day.date },
              {
                key: 'amount',
                header: t('records.amount'),
                align: 'end',
                render: (day) => money.format(day.amount),
              },
            ]}
          />
        </section>
      )}
    </div>
  );
}
