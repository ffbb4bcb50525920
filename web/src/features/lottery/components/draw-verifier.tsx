import { RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import type { ResultStructureCode } from '@plaza/engines/lottery/result-structures';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Verdict } from '../../../components/verdict';
import { verifyDraw } from '../hooks/draw-verification';
import type { DrawVerificationInput, DrawVerificationReport } from '../hooks/draw-verification';
import { lotteryKey } from '../hooks/lottery-keys';

const STRUCTURE_CODES = Object.keys(RESULT_STRUCTURES) as ResultStructureCode[];
/** A day's chain can be 1,440 links long: the page shows its ends and says how many it hashed between. */
const CHAIN_ENDS_SHOWN = 3;

type TextField = Exclude<keyof DrawVerificationInput, 'structure'>;

function VerifierField({
  name,
  value,
  onChange,
  isWide = false,
}: {
  name: TextField;
  value: string;
  onChange: (name: TextField, value: string) => void;
  isWide?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`lottery-field${isWide ? ' draw-verifier__wide' : ''}`}>
      <label className="lottery-field__label" htmlFor={id}>
        {t(`lottery.verify.field.${name}`)}
      </label>
      <input
        id={id}
        className="lottery-input mono"
        value={value}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(name, event.target.value)}
      />
    </div>
  );
}

function ChainStep({ report, anchor }: { report: DrawVerificationReport; anchor: string }) {
  const { t } = useTranslation();
  const steps = report.chainSteps;
  const isLong = steps.length > CHAIN_ENDS_SHOWN * 2 + 1;
  const shown = isLong
    ? [...steps.slice(0, CHAIN_ENDS_SHOWN), null, ...steps.slice(-CHAIN_ENDS_SHOWN)]
    : steps;
  return (
    <li className="draw-verifier__step">
      <h3>{t('lottery.verify.stepChain', { index: report.index })}</h3>
      <p className="draw-verifier__explain">{t('lottery.verify.stepChainText')}</p>
      {steps.length === 0 ? null : (
        <ol className="draw-verifier__hashes mono">
          {shown.map((hash, position) =>
            hash === null ? (
              <li key="gap" className="draw-verifier__gap">
                {t('lottery.verify.hashedMore', { count: steps.length - CHAIN_ENDS_SHOWN * 2 })}
              </li>
            ) : (
              <li key={position}>{hash}</li>
            ),
          )}
        </ol>
      )}
      <p className="draw-verifier__anchor mono">
        {t('lottery.verify.anchorIs')} {anchor.trim().toLowerCase() || '—'}
      </p>
      <Verdict
        isMatch={report.isSeedCommitted}
        text={report.isSeedCommitted ? t('lottery.verify.chainMatches') : t('lottery.verify.chainDiffers')}
      />
    </li>
  );
}

function StreamStep({ report }: { report: DrawVerificationReport }) {
  const { t } = useTranslation();
  return (
    <li className="draw-verifier__step">
      <h3>{t('lottery.verify.stepStream')}</h3>
      <p className="draw-verifier__explain">{t('lottery.verify.stepStreamText')}</p>
      {report.blocks.length === 0 ? (
        <p className="draw-verifier__explain">{t('lottery.verify.noStream')}</p>
      ) : (
        <dl className="draw-verifier__blocks mono">
          {report.blocks.map((block, blockIndex) => (
            <div key={blockIndex}>
              <dt>HMAC-SHA256(s_k, "{report.messages[blockIndex]}")</dt>
              <dd>{block}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

function ResultStep({ report }: { report: DrawVerificationReport }) {
  const { t } = useTranslation();
  const length = Math.max(report.recomputedResult.length, report.publishedResult.length);
  return (
    <li className="draw-verifier__step">
      <h3>{t('lottery.verify.stepResult')}</h3>
      <p className="draw-verifier__explain">{t('lottery.verify.stepResultText')}</p>
      <table className="draw-verifier__compare mono">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('lottery.verify.recomputed')}</th>
            <th scope="col">{t('lottery.verify.published')}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length }, (_, position) => {
            const recomputed = report.recomputedResult[position] ?? '—';
            const published = report.publishedResult[position] ?? '—';
            return (
              <tr key={position} className={recomputed === published ? undefined : 'draw-verifier__differs'}>
                <td>{position + 1}</td>
                <td>{recomputed}</td>
                <td>{published}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Verdict
        isMatch={report.isResultReproduced}
        text={
          report.isResultReproduced ? t('lottery.verify.resultMatches') : t('lottery.verify.resultDiffers')
        }
      />
    </li>
  );
}

/**
 * The verification page's calculator (docs/product/lottery-pages.md, "Draws anyone can verify"): every input of a
 * platform-run draw in editable fields, recomputed here with Web Crypto and the engine the server draws with,
 * and each step shown with whether it holds. A drawn issue is checked as soon as the page opens.
 */
export function DrawVerifier({ initial, isAutoRun }: { initial: DrawVerificationInput; isAutoRun: boolean }) {
  const { t } = useTranslation();
  const structureId = useId();
  const [input, setInput] = useState(initial);
  const verify = useMutation({ mutationFn: verifyDraw });
  const { mutate } = verify;
  useEffect(() => {
    if (isAutoRun) {
      mutate(initial);
    }
  }, [initial, isAutoRun, mutate]);

  const onChange = (name: TextField, value: string) => setInput((current) => ({ ...current, [name]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(input);
  };
  const report = verify.data;
  return (
    <div className="draw-verifier">
      <form className="draw-verifier__form" onSubmit={onSubmit}>
        <VerifierField name="gameCode" value={input.gameCode} onChange={onChange} />
        <VerifierField name="issueNo" value={input.issueNo} onChange={onChange} />
        <div className="lottery-field">
          <label className="lottery-field__label" htmlFor={structureId}>
            {t('lottery.verify.field.structure')}
          </label>
          <select
            id={structureId}
            className="lottery-input"
            value={input.structure}
            onChange={(event) =>
              setInput((current) => ({ ...current, structure: event.target.value as ResultStructureCode }))
            }
          >
            {STRUCTURE_CODES.map((code) => (
              <option key={code} value={code}>
                {t(lotteryKey('structure', code))}
              </option>
            ))}
          </select>
        </div>
        <VerifierField name="index" value={input.index} onChange={onChange} />
        <VerifierField name="anchor" value={input.anchor} onChange={onChange} isWide />
        <VerifierField name="seed" value={input.seed} onChange={onChange} isWide />
        <VerifierField name="beacon" value={input.beacon} onChange={onChange} isWide />
        <VerifierField name="result" value={input.result} onChange={onChange} isWide />
        <button
          type="submit"
          className="button button--primary draw-verifier__submit"
          disabled={verify.isPending}
        >
          {verify.isPending ? t('lottery.verify.verifying') : t('lottery.verify.verify')}
        </button>
      </form>
      {report === undefined ? null : (
        <div className="draw-verifier__report" data-testid="draw-verification">
          <p
            className={`draw-verifier__verdict draw-verifier__verdict--${report.isVerified ? 'verified' : 'failed'}`}
            role="status"
            data-verified={report.isVerified ? 'true' : 'false'}
          >
            {report.isVerified ? t('lottery.verify.verified') : t('lottery.verify.notVerified')}
          </p>
          <ol className="draw-verifier__steps">
            <ChainStep report={report} anchor={input.anchor} />
            <StreamStep report={report} />
            <ResultStep report={report} />
          </ol>
        </div>
      )}
    </div>
  );
}
