import { useState } from 'react';
import { siteSettingsApi } from '~/app/lib/site-settings-api';
import { SettingsForm, TextSetting } from './settings-form';

/** The product's name (page titles, header, emails) and the support phone (footer, checkout, legal pages). */
export function BrandForm({
  productName,
  supportPhone,
  isSet,
}: {
  productName: string;
  supportPhone: string;
  isSet: boolean;
}) {
  const [name, setName] = useState(productName);
  const [phone, setPhone] = useState(supportPhone);
  return (
    <SettingsForm
      section="brand"
      fields={['product_name', 'support_phone']}
      saveLabel="Save name and phone"
      savedText="Saved: every page and email uses them now."
      isSet={isSet}
      onSave={() => siteSettingsApi.saveBrand({ productName: name, supportPhone: phone })}
      onReset={() => siteSettingsApi.reset('brand')}
    >
      {(form) => (
        <>
          <TextSetting
            form={form}
            name="product_name"
            label="Product name"
            hint="Page titles, the header, the “Get …” buttons, emails and search results."
            value={name}
            onChange={setName}
          />
          <TextSetting
            form={form}
            name="support_phone"
            label="Support phone"
            hint="The footer, checkout, error pages and the legal pages."
            type="tel"
            value={phone}
            onChange={setPhone}
          />
        </>
      )}
    </SettingsForm>
  );
}

/** Who the site's emails come from. */
export function SenderForm({ name, address, isSet }: { name: string; address: string; isSet: boolean }) {
  const [sender, setSender] = useState({ name, address });
  return (
    <SettingsForm
      section="sender"
      fields={['name', 'address']}
      saveLabel="Save sender"
      savedText="Saved: emails sent from now on come from this sender."
      isSet={isSet}
      onSave={() => siteSettingsApi.saveSender(sender)}
      onReset={() => siteSettingsApi.reset('sender')}
    >
      {(form) => (
        <>
          <TextSetting
            form={form}
            name="name"
            label="Sender’s name"
            value={sender.name}
            onChange={(value) => setSender((old) => ({ ...old, name: value }))}
          />
          <TextSetting
            form={form}
            name="address"
            label="Sender’s address"
            hint="Your mail server must be allowed to send as this address."
            type="email"
            value={sender.address}
            onChange={(value) => setSender((old) => ({ ...old, address: value }))}
          />
        </>
      )}
    </SettingsForm>
  );
}
