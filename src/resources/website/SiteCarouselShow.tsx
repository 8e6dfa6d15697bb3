/** A site carousel: tabs Summary and Slides — the carousel's slides in their position order… */
// Reasoning: docs/decisions.md "Notes: src/resources/website/SiteCarouselShow.tsx"
import { ChildRows } from '../../common/schema/ChildRows';
import { SchemaShow, ShowFields } from '../../common/schema/views';
import { sitecarousel, sitecarouselslide } from './carousels';
import { ShowTabs } from '../../common/display';

/** The tab's path: the slides' resource name, as the specification writes it. */
export const SLIDES_TAB = sitecarouselslide.name;

/** The query parameter the API reads a carousel's slides by (slide_id). */
const TARGET = sitecarouselslide.fields.site_carousel_id.options.filterKey ?? 'site_carousel_id';

const SlidesTab = () => (
  <ChildRows
    schema={sitecarouselslide}
    target={TARGET}
    param="slideid"
    addLabel="Add Slide"
    empty="No slides yet."
    sort={{ field: 'position', order: 'ASC' }}
  />
);

const SiteCarouselShow = () => (
  <SchemaShow schema={sitecarousel}>
    <ShowTabs
      tabs={[
        { label: 'Summary', content: <ShowFields schema={sitecarousel} /> },
        { label: 'Slides', path: SLIDES_TAB, content: <SlidesTab /> },
      ]}
    />
  </SchemaShow>
);

export default SiteCarouselShow;
