import { MOBILE_MAX, SMS_CODE_MAX } from '../../../config/constants';
import type { SmsPurpose } from '../../../api/auth/verification';
import type { AuthForm } from '../hooks/use-auth-form';
import { CountrySelect } from './country-select';
import { SmsCodeButton } from './sms-code-button';
import { TextField } from './text-field';

/** The mobile number with its country code (telephone keypad, at most 20). */
export function MobileField(props: {
  form: AuthForm;
  label: string;
  countryDialingCode: string;
  onDialingCode: (code: string) => void;
  maxLength?: number;
  hint?: string;
  optional?: boolean;
}) {
  return (
    <TextField
      form={props.form}
      name="mobileNum"
      label={props.label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={Math.min(props.maxLength ?? MOBILE_MAX, MOBILE_MAX)}
      hint={props.hint}
      optional={props.optional}
      prefix={<CountrySelect value={props.countryDialingCode} onChange={props.onDialingCode} />}
    />
  );
}

/** The SMS code with its send button, which validates the mobile number first. */
export function SmsCodeField(props: { form: AuthForm; label: string; purpose: SmsPurpose; countryDialingCode: string; optional?: boolean }) {
  const { form } = props;
  return (
    <TextField
      form={form}
      name="verificationCode"
      label={props.label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX}
      optional={props.optional}
      addon={
        <SmsCodeButton
          purpose={props.purpose}
          mobileNum={form.values.mobileNum ?? ''}
          countryDialingCode={props.countryDialingCode}
          validateMobile={() => form.validate(['mobileNum'])}
        />
      }
    />
  );
}
