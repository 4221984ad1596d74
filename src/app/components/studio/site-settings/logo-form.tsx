import { useState } from 'react';
import { siteSettingsApi } from '~/app/lib/site-settings-api';
import { CatalogField } from '../catalog-field';
import { SettingsForm } from './settings-form';

/** The file's bytes as base64 (its name and type stay in the browser: the server looks at the content). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** The header's logo: a PNG, WebP or SVG; without one the header shows the product's name. */
export function LogoForm({ logo, productName }: { logo: string | null; productName: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <SettingsForm
      section="logo"
      fields={['content_base64']}
      saveLabel="Upload logo"
      savedText="Saved: the header shows the new logo."
      isSet={logo !== null}
      onSave={async () => siteSettingsApi.saveLogo(file ? await base64Of(file) : '')}
      onReset={() => siteSettingsApi.reset('logo')}
    >
      {(form) => {
        const fieldId = `${form.id}-content_base64`;
        return (
          <>
            <div className="site-logo-now">
              <p>Now:</p>
              {logo ? (
                <img src={logo} alt={`${productName} logo`} className="site-logo-preview" />
              ) : (
                <p className="site-logo-name">{productName} (the name, no logo)</p>
              )}
            </div>
            <CatalogField
              id={fieldId}
              label="Logo file"
              hint="PNG, WebP or SVG, at most 256 KB; about 36 px high in the header. An SVG keeps its drawing only (no scripts, styles or links)."
              error={form.errors.fields.content_base64}
            >
              {(described) => (
                <input
                  id={fieldId}
                  className="studio-control"
                  type="file"
                  accept="image/png,image/webp,image/svg+xml"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  {...described}
                />
              )}
            </CatalogField>
          </>
        );
      }}
    </SettingsForm>
  );
}
