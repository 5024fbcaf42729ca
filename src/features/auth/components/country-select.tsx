import { useTranslation } from 'react-i18next';
import { useCountry } from '../../../api/auth/country';
import '../i18n-bundle';

/** The dialing code before a mobile number; the merchant's default first. */
export function CountrySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const country = useCountry();
  const codes = [...new Set([value, ...(country.data?.countries.map((c) => c.dialingCode) ?? [])].filter(Boolean))];
  return (
    <select
      className="auth-country"
      name="countryDialingCode"
      autoComplete="tel-country-code"
      aria-label={t('auth.country_code')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {codes.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}

/** The default dialing code: the merchant's, else Vietnam's. */
export function useDefaultDialingCode(): string {
  return useCountry().data?.countryDialingCode ?? '+84';
}
