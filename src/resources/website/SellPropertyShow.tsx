/** A sell-property enquiry's page: the enquiry's details, its pictures and its FMB sketch, each opening its preview… */
// Reasoning: docs/decisions.md "Notes: src/resources/website/SellPropertyShow.tsx"
import { TabbedShowLayout } from 'react-admin';
import { MediaGallery } from '../../common/schema/media';
import { SchemaShow, ShowFields } from '../../common/schema/views';
import { sellproperties } from './sellProperties';

const { land_photos, patta_copy, fmb } = sellproperties.fields;
const SUMMARY = Object.keys(sellproperties.fields).filter(
  source => sellproperties.fields[source as keyof typeof sellproperties.fields]!.kind !== 'images',
);

const SellPropertyShow = () => (
  <SchemaShow schema={sellproperties}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Summary">
        <ShowFields schema={sellproperties} sources={SUMMARY} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Images" path="images">
        <MediaGallery of="land_photos" field={land_photos} />
        <MediaGallery of="patta_copy" field={patta_copy} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Files" path="files">
        <MediaGallery of="fmb" field={fmb} title="FMB Images" only="images" />
        <MediaGallery of="fmb" field={fmb} title="FMB PDFs" only="pdfs" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </SchemaShow>
);

export default SellPropertyShow;
