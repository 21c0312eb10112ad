import { expectAccessible } from '../support/axe';
import { atPath, expectSignedOut, signOutFromMenu } from '../support/app';
import { expect, test } from '../support/fixtures';
import { codeAt } from '../support/secondFactor';

/**
 * An administrator requires two-step verification of the company's approvers (issue 26): an
 * approver without it is taken to turn it on at the next sign-in, before anything else, and
 * no typed URL gets around it.
 */

test("the admin requires it for Comercial Andes; aprobador1's next sign-in goes to enrolment first, and then on", async ({ page, demo }) => {
  test.setTimeout(90_000);
  await demo.signInAt(page, 'admin', '/payouts/approval-policies');
  const andes = page.getByRole('region', { name: 'Comercial Andes SpA' });
  await expect(andes.getByText('Two-step verification: approving a payroll above CLP')).toBeVisible();
  const requirement = andes.getByRole('switch', { name: 'Approvers must have two-step verification' });
  await expect(requirement).not.toBeChecked();
  await requirement.check();
  await expect(requirement).toBeChecked();
  await expect(requirement).toBeEnabled();
  await expectAccessible(page, 'the approval policies with the requirement');
  // Saved by the server: a reload still shows it on.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Comercial Andes SpA' }).getByRole('switch', { name: 'Approvers must have two-step verification' })).toBeChecked();
  await signOutFromMenu(page);
  await expectSignedOut(page);

  await demo.signInThroughForm(page, 'aprobador1');
  await expect(page).toHaveURL(atPath('/profile'));
  await expect(page.getByText('Turn on two-step verification to go on')).toBeVisible();
  // A typed URL comes back here.
  await page.goto('/payouts/list');
  await expect(page).toHaveURL(atPath('/profile'));
  await expectAccessible(page, 'enrolment required');

  const section = page.getByRole('region', { name: 'Two-step verification' });
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByRole('button', { name: "Can't scan it?" }).click();
  const secret = (await section.locator('code').innerText()).replace(/\s/g, '');
  await section.getByRole('textbox', { name: 'Code from your app' }).first().pressSequentially(codeAt(secret, Date.now()));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByRole('checkbox', { name: 'I have kept these codes somewhere safe' }).check();
  await section.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Two-step verification is on' })).toBeVisible();
  await page.getByRole('link', { name: 'Go on to the start page' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await page.goto('/payouts/list');
  await expect(page).toHaveURL(atPath('/payouts/list'));
});
