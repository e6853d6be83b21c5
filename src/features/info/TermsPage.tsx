import { Page } from '@/common/components/Page';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '@/common/contact';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, PRODUCT_NAME } from '@/domain';

export function TermsPage() {
  useDocumentTitle(documentTitle('Terms of Service'));

  return (
    <Page
      title="Terms of Service"
      lead={`The rules for using ${PRODUCT_NAME}, written to be read. By using ${PRODUCT_NAME} you agree to them.`}
    >
      <div className="prose">
        <section>
          <h2>The service</h2>
          <p>
            {PRODUCT_NAME} lets you build quizzes, host them as live games and play them from any device. It
            is free. We work to keep it running well, but it is provided as it is, without a guarantee that it
            will always be available or free of errors.
          </p>
        </section>
        <section>
          <h2>Accounts</h2>
          <p>
            To save quizzes, upload images and host games you need an account, made with an email address and
            a password. Keep your password to yourself: you are responsible for what is done with your
            account. Players join games without an account, using only a username.
          </p>
        </section>
        <section>
          <h2>Your quizzes</h2>
          <p>
            What you create stays yours. By saving a quiz you allow {PRODUCT_NAME} to store it and show it
            according to the visibility you choose: <strong>public</strong> quizzes can appear in Explore,{' '}
            <strong>unlisted</strong> ones are seen by people who have the link, and <strong>private</strong>{' '}
            ones only by you.
          </p>
        </section>
        <section>
          <h2>Fair use</h2>
          <ul>
            <li>Do not post anything illegal, hateful, harassing, sexual or violent.</li>
            <li>Use only images and videos you have the right to share.</li>
            <li>Pick usernames and quiz titles that are fine to show on a classroom screen.</li>
            <li>Do not try to disrupt the service, other people&apos;s games or their accounts.</li>
          </ul>
          <p>
            We may remove content that breaks these rules, stop an account from uploading images, or close the
            account. Hosts may remove players from their own games.
          </p>
        </section>
        <section>
          <h2>Changes</h2>
          <p>
            We may update these terms as {PRODUCT_NAME} grows. The version on this page is the one that
            applies.
          </p>
        </section>
        <section>
          <h2>Contact</h2>
          <p>
            Questions about these terms, or something to report: <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.
          </p>
        </section>
      </div>
    </Page>
  );
}
