import type { SessionCompany } from '@machines/access/sessionUser';

/**
 * The upload template of a company (spec 01 section 2): its own url_template_upload when set,
 * else its country's from url_template_upload_by_country; null when neither exists.
 */
export function templateUrl(
  company: Pick<SessionCompany, 'country_id' | 'url_template_upload'>,
  byCountry: Readonly<Record<string, string>>,
): string | null {
  const own = company.url_template_upload?.trim();
  if (own) return own;
  const country = byCountry[String(company.country_id)]?.trim();
  return country ? country : null;
}
