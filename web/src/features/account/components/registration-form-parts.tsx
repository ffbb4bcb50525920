import type { FieldMessageKey } from '@plaza/contracts/field-errors';
import type { RegistrationField, RegistrationSettings } from '@plaza/contracts/registration';
import type { LengthHint, RegistrationFieldRule } from '@plaza/contracts/registration-patterns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TranslationKey } from '../../../i18n/translation-key';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { FormAlert, SubmitButton } from './account-form-parts';
import { FormField } from './form-field';
import {
  describeFieldHint,
  normaliseFieldValue,
  readFieldErrors,
  SECRET_FIELDS,
  validateFormField,
} from './registration-rules';
import type { FormField as RegistrationFormField } from './registration-rules';

/** One field a register form draws and the server's rule for it. */
export interface RuleFieldEntry {
  field: RegistrationFormField;
  rule: RegistrationFieldRule;
}

type FieldTexts = Partial<Record<RegistrationFormField, string>>;

const FIELD_LABELS: Record<RegistrationFormField, TranslationKey> = {
  username: 'account.field.username',
  password: 'account.field.password',
  confirmPassword: 'account.field.confirmPassword',
  paymentPassword: 'account.field.paymentPassword',
  payeeName: 'account.field.payeeName',
  nickname: 'account.field.nickname',
  email: 'account.field.email',
  birthday: 'account.field.birthday',
  qqNum: 'account.field.qqNum',
  recommenderId: 'account.field.recommenderId',
  line: 'account.field.line',
  whatsapp: 'account.field.whatsapp',
  facebook: 'account.field.facebook',
  telegram: 'account.field.telegram',
  zalo: 'account.field.zalo',
  wechat: 'account.field.wechat',
  idNumber: 'account.field.idNumber',
  address: 'account.field.address',
  nationality: 'account.field.nationality',
  occupation: 'account.field.occupation',
  sourceOfIncome: 'account.field.sourceOfIncome',
  affiliateCode: 'account.field.affiliateCode',
};

const AUTOCOMPLETE: Partial<Record<RegistrationFormField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  nickname: 'nickname',
  email: 'email',
  birthday: 'bday',
  address: 'street-address',
};

/**
 * The hint under a field (docs/product/registration.md#registration): the pattern's text and the length bounds,
 * one number when equal.
 */
export function useFieldHint(): (rule: RegistrationFieldRule) => string | null {
  const { t } = useTranslation();
  const lengthText = (length: LengthHint): string => {
    switch (length.kind) {
      case 'exact':
        return t('validation.length.exact', { number: length.count });
      case 'range':
        return t('validation.length.range', { min: length.min, max: length.max });
      case 'min':
        return t('validation.length.min', { min: length.min });
      case 'max':
        return t('validation.length.max', { max: length.max });
    }
  };
  return (rule) => {
    const hint = describeFieldHint(rule);
    const pattern = hint.patternKey === null ? null : t(hint.patternKey);
    const length = hint.length === null ? null : lengthText(hint.length);
    if (pattern !== null && length !== null) {
      return t('validation.hint', { rule: pattern, length });
    }
    return pattern ?? length;
  };
}

/**
 * The values and errors of the rule-drawn fields of a register form: validation on blur and on submit with
 * the server's catalogue, the values to send, and the server's field errors shown under their fields.
 */
export function useRuleFields(fields: readonly RuleFieldEntry[], initialValues: FieldTexts = {}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FieldTexts>(initialValues);
  const [errors, setErrors] = useState<FieldTexts>({});

  const validateOne = (field: RegistrationFormField): string | null => {
    const entry = fields.find((candidate) => candidate.field === field);
    const key = entry === undefined ? null : validateFormField(field, entry.rule, values);
    return key === null ? null : t(key);
  };

  return {
    values,
    errors,
    setErrors,
    setValue: (field: RegistrationFormField, value: string) =>
      setValues((previous) => ({ ...previous, [field]: value })),
    onBlur: (field: RegistrationFormField) =>
      setErrors((previous) => ({ ...previous, [field]: validateOne(field) ?? undefined })),
    /** Validates every field, shows the errors and returns them. */
    validateAll: (): FieldTexts => {
      const found: FieldTexts = {};
      for (const { field } of fields) {
        const error = validateOne(field);
        if (error !== null) {
          found[field] = error;
        }
      }
      setErrors(found);
      return found;
    },
    /** The values to send: trimmed (secrets as typed), empty ones left out. */
    payload: (): Partial<Record<RegistrationField, string>> => {
      const sent: Partial<Record<RegistrationField, string>> = {};
      for (const { field } of fields) {
        const value = normaliseFieldValue(field, values[field] ?? '');
        if (value !== '') {
          sent[field] = value;
        }
      }
      return sent;
    },
    /** The server's field errors (400 request_param_err) of the drawn fields, keyed by field. */
    readServerErrors: (details: unknown): FieldTexts => {
      const keys = readFieldErrors(details);
      const shown: FieldTexts = {};
      for (const { field } of fields) {
        const key: FieldMessageKey | undefined = keys[field];
        if (key !== undefined) {
          shown[field] = t(key);
        }
      }
      return shown;
    },
  };
}

export interface RuleFieldInputsProps {
  fields: readonly RuleFieldEntry[];
  values: FieldTexts;
  errors: FieldTexts;
  onChange: (field: RegistrationFormField, value: string) => void;
  onBlur: (field: RegistrationFormField) => void;
}

/** The inputs of the rule-drawn fields, each with its label, required mark, hint and error. */
export function RuleFieldInputs({ fields, values, errors, onChange, onBlur }: RuleFieldInputsProps) {
  const { t } = useTranslation();
  const hintOf = useFieldHint();
  return fields.map(({ field, rule }) => (
    <FormField
      key={field}
      name={field}
      label={t(FIELD_LABELS[field])}
      value={values[field] ?? ''}
      onChange={(value) => onChange(field, value)}
      onBlur={() => onBlur(field)}
      isRequired={rule.required}
      isSecret={SECRET_FIELDS.has(field)}
      type={field === 'email' ? 'email' : field === 'birthday' && rule.patternId === 11 ? 'date' : 'text'}
      autoComplete={AUTOCOMPLETE[field]}
      hint={hintOf(rule)}
      error={errors[field]}
    />
  ));
}

export type Declaration = 'terms' | 'age' | 'birthday';

/** The declarations a register form asks for: terms and age, and the birthday one when a birthday is asked. */
export function listDeclarations(fields: readonly RuleFieldEntry[]): Declaration[] {
  return fields.some(({ field }) => field === 'birthday') ? ['terms', 'age', 'birthday'] : ['terms', 'age'];
}

/** The ticked declarations of a register form and whether the missing ones are pointed out yet. */
export function useDeclarations(declarations: readonly Declaration[]) {
  const [checked, setChecked] = useState<Partial<Record<Declaration, boolean>>>({});
  const [isMissingShown, setIsMissingShown] = useState(false);
  return {
    checked,
    isMissingShown,
    setChecked: (declaration: Declaration, isChecked: boolean) =>
      setChecked((previous) => ({ ...previous, [declaration]: isChecked })),
    /** Points out the missing ones; true when every declaration is ticked. */
    check: (): boolean => {
      setIsMissingShown(true);
      return declarations.every((declaration) => checked[declaration] === true);
    },
  };
}

export interface DeclarationChecksProps {
  declarations: readonly Declaration[];
  settings: RegistrationSettings;
  state: ReturnType<typeof useDeclarations>;
}

/** The terms, age and birthday checkboxes (docs/product/registration.md#registration), each required. */
export function DeclarationChecks({ declarations, settings, state }: DeclarationChecksProps) {
  const { t } = useTranslation();
  const labels: Record<Declaration, string> = {
    terms: t('account.termsAgreement'),
    age: t('account.ageDeclaration', { age: settings.ageLimit }),
    birthday: t('account.birthdayConfirmation', { age: settings.birthdayConfirmationAge }),
  };
  return declarations.map((declaration) => {
    const isMissing = state.isMissingShown && state.checked[declaration] !== true;
    return (
      <div key={declaration} className="account-form__declaration">
        <label className="account-form__check">
          <input
            type="checkbox"
            name={declaration}
            required
            checked={state.checked[declaration] === true}
            aria-invalid={isMissing ? true : undefined}
            onChange={(event) => state.setChecked(declaration, event.target.checked)}
          />
          <span>
            {labels[declaration]}
            <span className="form-field__required"> *</span>
          </span>
        </label>
        {isMissing ? (
          <p className="form-field__error" role="alert">
            {t('validation.mustAgree')}
          </p>
        ) : null}
      </div>
    );
  });
}

/** Moves focus to the first field the last check marked invalid, once it is drawn. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * What both registrations (by user name, by mobile number) do around their request: the failure of the last
 * try, the button's label (verifying while the challenge is solved, then registering), and the invitation
 * code's refusal shown under its field when the form has that field.
 */
export function useRegistrationRequest(
  fields: readonly RuleFieldEntry[],
  ruleFields: Pick<ReturnType<typeof useRuleFields>, 'setErrors'>,
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [isVerified, setIsVerified] = useState(false);
  const hasInvitationCode = fields.some(({ field }) => field === 'affiliateCode');
  return {
    failure,
    /** A new try: no failure shown, the challenge still to solve. */
    start: () => {
      setFailure(null);
      setIsVerified(false);
    },
    clearFailure: () => setFailure(null),
    fail: (error: Error) => setFailure(errorText(error)),
    onVerified: () => setIsVerified(true),
    submitLabel: (isPending: boolean) =>
      !isPending
        ? t('account.createAccount')
        : isVerified
          ? t('account.registering')
          : t('account.verifying'),
    /** Shows an invitation-code refusal under its field; false when `error` is not one the form can show. */
    showInvitationRefusal: (error: ApiError): boolean => {
      if (error.code !== 'invitation.code.invalid' || !hasInvitationCode) {
        return false;
      }
      ruleFields.setErrors({ affiliateCode: errorText(error) });
      return true;
    },
  };
}

/** The rule fields (filled with `initialValues`), declarations and request state of a registration form. */
export function useRegistrationForm(
  fields: readonly RuleFieldEntry[],
  initialValues: Partial<Record<RegistrationFormField, string>> = {},
) {
  const ruleFields = useRuleFields(fields, initialValues);
  const declarations = listDeclarations(fields);
  const declared = useDeclarations(declarations);
  const request = useRegistrationRequest(fields, ruleFields);
  const errorText = useErrorText();
  /**
   * Shows a refused registration where it belongs: the server's field errors under their fields, a taken user name
   * under it, an invitation code's refusal under its field, anything else as the form's failure.
   */
  const showFailure = (error: Error): void => {
    if (error instanceof ApiError) {
      if (error.code === 'request_param_err') {
        const shown = ruleFields.readServerErrors(error.details);
        if (Object.keys(shown).length > 0) {
          ruleFields.setErrors(shown);
          return;
        }
      }
      if (error.code === 'username.exists') {
        ruleFields.setErrors({ username: errorText(error) });
        return;
      }
      if (request.showInvitationRefusal(error)) {
        return;
      }
    }
    request.fail(error);
  };
  /** Checks every rule field and declaration, showing what is missing; true when all pass. */
  const check = (): boolean => {
    const found = ruleFields.validateAll();
    const isDeclared = declared.check();
    return Object.keys(found).length === 0 && isDeclared;
  };
  return { fields, ruleFields, declarations, declared, request, check, showFailure };
}

/** How a registration form ends: its rule fields, the declarations, the failure and the register button. */
export function RegistrationFormEnd({
  form,
  settings,
  isPending,
}: {
  form: ReturnType<typeof useRegistrationForm>;
  settings: RegistrationSettings;
  isPending: boolean;
}) {
  return (
    <>
      <RuleFieldInputs
        fields={form.fields}
        values={form.ruleFields.values}
        errors={form.ruleFields.errors}
        onChange={form.ruleFields.setValue}
        onBlur={form.ruleFields.onBlur}
      />
      <DeclarationChecks declarations={form.declarations} settings={settings} state={form.declared} />
      <FormAlert message={form.request.failure} />
      <SubmitButton label={form.request.submitLabel(isPending)} isPending={isPending} />
    </>
  );
}
