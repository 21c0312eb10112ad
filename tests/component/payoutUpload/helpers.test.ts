import { describe, expect, it } from 'vitest';
import { firstLines, humanizeField, toLineWithErrors } from '@app/payouts/payoutUpload/lineErrors';
import { templateUrl } from '@app/payouts/payoutUpload/templateUrl';

describe('templateUrl', () => {
  const byCountry = { '1': '/t/CL.xlsx', '2': '/t/PE.xlsx' };

  it("prefers the company's own template", () => {
    expect(templateUrl({ country_id: 1, url_template_upload: '/own.xlsx' }, byCountry)).toBe('/own.xlsx');
  });

  it("falls back to the company's country, also for a blank own template", () => {
    expect(templateUrl({ country_id: 2, url_template_upload: null }, byCountry)).toBe('/t/PE.xlsx');
    expect(templateUrl({ country_id: 2, url_template_upload: ' ' }, byCountry)).toBe('/t/PE.xlsx');
  });

  it('is null when neither exists', () => {
    expect(templateUrl({ country_id: 3, url_template_upload: null }, byCountry)).toBeNull();
    expect(templateUrl({ country_id: 3, url_template_upload: null }, { '3': '' })).toBeNull();
  });
});

describe('error lines', () => {
  it('keeps the line number and the non-empty error_* fields in order', () => {
    expect(toLineWithErrors({ no_line: 7, error_amount: 'Invalid amount', error_email: null, error_name: ' ', id: 3, error_bank_name: 0 })).toEqual({
      line: '7',
      problems: [
        { field: 'amount', message: 'Invalid amount' },
        { field: 'bank_name', message: '0' },
      ],
    });
  });

  it('shows the first three and counts the rest', () => {
    const errors = [2, 3, 4, 5, 6].map((no_line) => ({ no_line, error_name: 'Required' }));
    const { shown, more } = firstLines(errors);
    expect(shown.map((line) => line.line)).toEqual(['2', '3', '4']);
    expect(more).toBe(2);
    expect(firstLines(errors.slice(0, 2)).more).toBe(0);
  });

  it('names an unknown field readably', () => {
    expect(humanizeField('bank_branch_code')).toBe('Bank branch code');
    expect(humanizeField('iban')).toBe('Iban');
  });
});
