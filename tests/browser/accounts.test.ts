// Accounts in a real browser against the real local stack (SPEC §2, /settings, /forgot, §8): the header,
// the Sign Up and Log In dialogs, redirects after sign-in, the settings tabs, the forgot-password page and
// signing out. Journeys that change an account use a fresh one, so that the demo account stays as seeded.
// Over 60 s: seven account journeys (sign up, log in, settings, forgot, sign out), each at both sizes.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { GENERATED_USERNAME_PATTERN } from '@/domain';
import { demoAccount } from '../../stack/demoData';
import { scaledMs } from '../../stack/timeScale';
import { createAccount, freshEmail, logIn, USERNAME_APPEARS_MS } from './accountsOnStack';
import {
  acceptNextDialog,
  allowConsoleErrors,
  appUrl,
  baseUrl,
  currentPath,
  journey,
  screenshot,
  useChromium,
} from './support';

useChromium();

const header = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');
const logInLink = (page: Page) => header(page).getByRole('link', { name: 'Log In', exact: true });
const usernameLink = (page: Page, username: string) =>
  header(page).getByRole('link', { name: username, exact: true });

async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await dialog(page).getByLabel('Email', { exact: true }).fill(email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(password);
}

/** Whether a username rule is shown as met, read from the usual accessible or styling markers. */
async function ruleState(rule: Locator): Promise<'met' | 'unmet' | string> {
  return rule.evaluate((element) => {
    const item = element.closest('li') ?? element;
    const marked = [item, ...Array.from(item.querySelectorAll('*'))];
    for (const node of marked) {
      for (const attribute of ['data-met', 'aria-checked', 'data-valid']) {
        const value = node.getAttribute(attribute);
        if (value === 'true') return 'met';
        if (value === 'false') return 'unmet';
      }
      if (node.getAttribute('aria-invalid') === 'true') return 'unmet';
      const classes = node.getAttribute('class') ?? '';
      if (/\b(unmet|not-met|invalid|fail\w*)\b/.test(classes)) return 'unmet';
      if (/\b(met|valid|pass\w*|ok)\b/.test(classes)) return 'met';
    }
    const text = (item.textContent ?? '').toLowerCase();
    if (/\bnot met\b|\bunmet\b/.test(text)) return 'unmet';
    if (/\bmet\b/.test(text)) return 'met';
    return `unmarked: ${item.outerHTML}`;
  });
}

describe('header', () => {
  journey('signed out, "Log In" keeps the current page and adds login=true', async ({ page }) => {
    await page.goto(appUrl('/search?q=capitals'));
    const href = await logInLink(page).getAttribute('href');
    const target = new URL(href ?? '', baseUrl());
    expect(target.pathname).toBe('/search');
    expect(target.searchParams.get('q')).toBe('capitals');
    expect(target.searchParams.get('login')).toBe('true');

    await logInLink(page).click();
    await dialog(page).getByRole('heading', { name: 'Log In', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
    await screenshot(page, 'login-dialog');
  });
});

describe('home page', () => {
  journey('offers "Your quizzes" instead of "New quiz" once signed in', async ({ page }) => {
    const cardTitles = () => page.getByRole('list').getByRole('heading').allTextContents();
    await page.goto(appUrl('/'));
    await logInLink(page).waitFor();
    // The header shows before the home screen's own code has loaded: wait for the cards themselves.
    await page.getByRole('list').getByRole('heading').first().waitFor();
    expect(await cardTitles()).toEqual(['New quiz', 'Explore', 'Settings']);

    await logIn(page, await createAccount());
    await page.getByRole('link', { name: /Your quizzes/ }).waitFor();
    expect(await cardTitles()).toEqual(['Your quizzes', 'Explore', 'Settings']);
    expect(await page.getByRole('link', { name: /Your quizzes/ }).getAttribute('href')).toBe('/my');
    await screenshot(page, 'home-signed-in');
  });
});

describe('sign-up and log-in dialogs', () => {
  journey('?signup=true opens Sign Up, which switches to Log In and back, and closes', async ({ page }) => {
    await page.goto(appUrl('/?signup=true'));
    await dialog(page).getByRole('heading', { name: 'Sign Up', exact: true }).waitFor();
    await dialog(page).getByLabel('Email', { exact: true }).waitFor();
    await dialog(page).getByLabel('Password', { exact: true }).waitFor();
    await dialog(page).getByRole('button', { name: 'Sign Up', exact: true }).waitFor();
    await screenshot(page, 'signup-dialog');

    await dialog(page).getByRole('link', { name: 'Already have an account? Log in' }).click();
    await dialog(page).getByRole('heading', { name: 'Log In', exact: true }).waitFor();
    await dialog(page).getByRole('button', { name: 'Log In', exact: true }).waitFor();
    await dialog(page).getByRole('link', { name: 'Forgot password?' }).waitFor();
    expect(await dialog(page).getByRole('heading', { name: 'Sign Up', exact: true }).count()).toBe(0);

    await dialog(page).getByRole('link', { name: "Don't have an account? Sign up" }).click();
    await dialog(page).getByRole('heading', { name: 'Sign Up', exact: true }).waitFor();

    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await logInLink(page).waitFor();
  });

  journey(
    'signing up closes the dialog, lands on the ?redirect page and shows the new username',
    async ({ page }) => {
      const email = freshEmail();
      await page.goto(appUrl('/?signup=true&redirect=%2Fsettings'));
      await fillCredentials(page, email, 'secret-pass');
      await dialog(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
      await dialog(page).waitFor({ state: 'hidden' });

      // A generated name such as SwiftOtter0427, with nothing of the email in it.
      const username = header(page).getByRole('link', { name: GENERATED_USERNAME_PATTERN });
      await username.waitFor({ timeout: USERNAME_APPEARS_MS });
      expect((await username.textContent())?.toLowerCase()).not.toContain('browser');
      expect(await username.getAttribute('href')).toBe('/settings');
      expect(await logInLink(page).count()).toBe(0);
      expect(currentPath(page)).toBe('/settings');
      await screenshot(page, 'signed-up');
    },
  );

  journey('a wrong password is reported in an alert with the auth error', async ({ page }) => {
    // The Auth emulator refuses the password with HTTP 400, which Chromium logs besides the app's alert.
    allowConsoleErrors(
      page,
      /status of 400 .*identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword/,
    );
    await page.goto(appUrl('/?login=true'));
    await fillCredentials(page, demoAccount.email, 'not-the-password');
    const alert = acceptNextDialog(page);
    await dialog(page).getByRole('button', { name: 'Log In', exact: true }).click();
    const { type, message } = await alert;

    expect(type).toBe('alert');
    // "Firebase: Error (auth/…)." without its first 10 characters, "Firebase: ".
    expect(message).toMatch(/^Error \(auth\/[a-z-]+\)\.$/);
    await logInLink(page).waitFor();
  });
});

describe('redirect after sign-in', () => {
  journey('?redirect=/settings lands on /settings once logged in', async ({ page }) => {
    await page.goto(appUrl('/?login=true&redirect=/settings'));
    await fillCredentials(page, demoAccount.email, demoAccount.password);
    await dialog(page).getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await usernameLink(page, demoAccount.username).waitFor({ timeout: USERNAME_APPEARS_MS });
  });

  journey('a redirect to another site is refused', async ({ page, context }) => {
    const offSite: string[] = [];
    await context.route(/^https?:\/\/evil\.example\//, (route) => {
      offSite.push(route.request().url());
      return route.abort();
    });
    await page.goto(appUrl('/?login=true&redirect=https://evil.example/'));
    await fillCredentials(page, demoAccount.email, demoAccount.password);
    await dialog(page).getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await usernameLink(page, demoAccount.username).waitFor({ timeout: USERNAME_APPEARS_MS });
    // A redirect would be the sign-in's own navigation: it has come back to the page the dialog was
    // opened over, without the dialog's flags or the redirect, and nothing has left the site.
    await page.waitForURL((url) => url.pathname === '/' && url.search === '', { timeout: scaledMs(10_000) });
    expect(offSite).toEqual([]);
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
  });
});

describe('/settings', () => {
  journey('signed out, it asks to log in and come back', async ({ page }) => {
    await page.goto(appUrl('/settings'));
    await page.waitForURL((url) => url.searchParams.get('login') === 'true');
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/settings');
    await dialog(page).getByRole('heading', { name: 'Log In', exact: true }).waitFor();
  });

  journey('shows the tabs and the email only on request', async ({ page }) => {
    const account = await createAccount();
    await logIn(page, account);
    await page.goto(appUrl('/settings'));
    for (const tab of ['Account', 'Nameplate', 'Options']) {
      await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Show email' }).waitFor();
    expect(await page.getByText(account.email).count()).toBe(0);
    await screenshot(page, 'settings-account');

    await page.getByRole('button', { name: 'Show email' }).click();
    await page.getByText(account.email).waitFor();
  });

  journey(
    'offers Change only for a valid username, then changes it, in every open tab',
    async ({ page, context }) => {
      const account = await createAccount();
      await logIn(page, account);
      // Another tab of the same browser: it follows users/{uid}/lastUpdated and refetches the record.
      const otherTab = await context.newPage();
      await otherTab.goto(appUrl('/'));
      await usernameLink(otherTab, account.username).waitFor({ timeout: USERNAME_APPEARS_MS });
      await page.goto(appUrl('/settings'));
      const newUsername = page.getByLabel('New username');
      const change = page.getByRole('button', { name: 'Change', exact: true });

      await newUsername.fill('ab');
      const lengthRule = page.getByRole('listitem').filter({ hasText: '4-20 characters' });
      await lengthRule.waitFor();
      expect(await ruleState(lengthRule)).toBe('unmet');
      expect(await change.count()).toBe(0);
      await screenshot(page, 'settings-username-invalid');

      const renamed = `renamed_${Date.now().toString(36)}`;
      await newUsername.fill(renamed);
      expect(await ruleState(lengthRule)).toBe('met');
      await change.click();
      await page.getByText('Username changed.').waitFor();
      await usernameLink(page, renamed).waitFor();
      expect(await usernameLink(page, account.username).count()).toBe(0);
      await usernameLink(otherTab, renamed).waitFor({ timeout: USERNAME_APPEARS_MS });
    },
  );

  journey("refuses another account's username", async ({ page }) => {
    const account = await createAccount();
    await logIn(page, account);
    await page.goto(appUrl('/settings'));
    await page.getByLabel('New username').fill(demoAccount.username);
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await page.getByText('That username is already taken.').waitFor();
    await usernameLink(page, account.username).waitFor();
  });

  journey('keeps the theme chosen in Options across a reload and in a new tab', async ({ page, context }) => {
    const account = await createAccount();
    await logIn(page, account);
    await page.goto(appUrl('/settings'));
    await page.getByRole('tab', { name: 'Options', exact: true }).click();
    await page.getByLabel('Theme').selectOption('light');
    const theme = () => page.locator('html').getAttribute('data-theme');
    await expect.poll(theme, { timeout: USERNAME_APPEARS_MS }).toBe('light');
    // The theme shows at once; the server has it once "Saved." says so. A reload before that would cancel
    // the save, which is the user's doing, not what this journey is about.
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await screenshot(page, 'settings-options-light');

    await page.reload();
    await usernameLink(page, account.username).waitFor({ timeout: USERNAME_APPEARS_MS });
    await expect.poll(theme, { timeout: USERNAME_APPEARS_MS }).toBe('light');

    const newTab = await context.newPage();
    await newTab.goto(appUrl('/'));
    await usernameLink(newTab, account.username).waitFor({ timeout: USERNAME_APPEARS_MS });
    await expect
      .poll(() => newTab.locator('html').getAttribute('data-theme'), { timeout: USERNAME_APPEARS_MS })
      .toBe('light');
  });
});

describe('/forgot', () => {
  journey('offers Submit only for a valid email and sends the link', async ({ page }) => {
    await page.goto(appUrl('/forgot'));
    const email = page.getByLabel('Email');
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await email.fill('nope');
    expect(await submit.count()).toBe(0);

    await email.fill(demoAccount.email);
    await submit.waitFor();
    await screenshot(page, 'forgot');
    await submit.click();
    await page.getByText(`A link to reset your password has been sent to ${demoAccount.email}.`).waitFor();
  });
});

describe('/logout', () => {
  journey('signs out and goes home', async ({ page }) => {
    const account = await createAccount();
    await logIn(page, account);
    await page.goto(appUrl('/logout'));
    await page.waitForURL(appUrl('/'));
    await logInLink(page).waitFor({ timeout: USERNAME_APPEARS_MS });
    expect(await usernameLink(page, account.username).count()).toBe(0);
    expect(currentPath(page)).toBe('/');
  });
});
