import { BrandForm, SenderForm } from '~/app/components/studio/site-settings/brand-forms';
import { ColoursForm } from '~/app/components/studio/site-settings/colours-form';
import { ExperimentsForm } from '~/app/components/studio/site-settings/experiments-form';
import { LegalForm } from '~/app/components/studio/site-settings/legal-form';
import { LogoForm } from '~/app/components/studio/site-settings/logo-form';
import { SettingsNoticesProvider } from '~/app/components/studio/site-settings/settings-form';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { parseSender, type SiteSection } from '~/features/settings/site-settings.service';
import type { Route } from './+types/studio.settings';
import { requireStudio } from './studio.server';
import '../components/ui/field.css';

/**
 * The site's settings (settings:edit; docs/decisions/0035-site-settings.md): name and phone,
 * logo, colours, mail sender, the legal pages' text, the experiments. Saved, they apply on
 * every page and process at once; each save is in the audit log.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStudio(context, request, 'settings:edit');
  const { siteSettings, legal } = context.services;
  const [{ site, defaults }, values] = await Promise.all([siteSettings.view(), legal.values()]);
  const set = (section: SiteSection) => site.sections.has(section);
  return {
    productName: site.productName,
    supportPhone: site.supportPhone,
    sender: typeof site.mailFrom === 'string' ? parseSender(site.mailFrom) : site.mailFrom,
    logo: site.logo?.path ?? null,
    colours: site.colours,
    legal: {
      terms: site.legal.terms ?? defaults.legal.terms,
      privacy: site.legal.privacy ?? defaults.legal.privacy,
    },
    experiments: Object.entries(site.experiments).map(([name, definition]) => ({ name, ...definition })),
    placeholders: values,
    set: {
      brand: set('brand'),
      colours: set('colours'),
      sender: set('sender'),
      terms: set('terms'),
      privacy: set('privacy'),
      experiments: set('experiments'),
    },
  };
}

export function meta() {
  return [{ title: 'Site settings | Studio' }];
}

/** Forms start from the data they were given: new data (a save, a reset) starts them afresh. */
const keyOf = (value: unknown) => JSON.stringify(value);

export default function SiteSettingsPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <SettingsNoticesProvider>
      <StudioPageHeader
        title="Site settings"
        lede="What visitors see of the school and what its emails say. Saved changes show at once on every page; each is in the audit log."
      />
      <StudioPanel id="brand" title="Name and phone">
        <BrandForm
          key={keyOf([data.productName, data.supportPhone])}
          productName={data.productName}
          supportPhone={data.supportPhone}
          isSet={data.set.brand}
        />
      </StudioPanel>
      <StudioPanel id="logo" title="Logo">
        <LogoForm key={data.logo ?? 'none'} logo={data.logo} productName={data.productName} />
      </StudioPanel>
      <StudioPanel
        id="colours"
        title="Colours"
        description="The accent and the text on it, for the dark and the light theme. A pair that is hard to read (under WCAG AA) is refused."
      >
        <ColoursForm key={keyOf(data.colours)} colours={data.colours} isSet={data.set.colours} />
      </StudioPanel>
      <StudioPanel id="sender" title="Email sender">
        <SenderForm key={keyOf(data.sender)} {...data.sender} isSet={data.set.sender} />
      </StudioPanel>
      {(['terms', 'privacy'] as const).map((page) => (
        <StudioPanel
          key={page}
          id={page}
          title={page === 'terms' ? 'Terms of use' : 'Privacy policy'}
          description={
            <>
              The text of <a href={page === 'terms' ? '/terms' : '/privacy'}>/{page}</a>. Saving dates it
              today.
            </>
          }
        >
          <LegalForm
            key={keyOf(data.legal[page])}
            page={page}
            text={data.legal[page]}
            values={data.placeholders}
            isSet={data.set[page]}
          />
        </StudioPanel>
      ))}
      <StudioPanel
        id="experiments"
        title="Experiments"
        description="Who sees which version of a screen (product.md 9). Weights are percentages of visitors and add up to 100."
      >
        <ExperimentsForm
          key={keyOf(data.experiments)}
          experiments={data.experiments}
          isSet={data.set.experiments}
        />
      </StudioPanel>
    </SettingsNoticesProvider>
  );
}
