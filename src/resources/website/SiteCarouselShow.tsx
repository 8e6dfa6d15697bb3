/**
 * A site carousel (spec 3 §2 "Show has a slides tab at /sitecarousel/{id}/show/sitecarouselslide"):
 * tabs Summary (the declared fields; G7: the index tab) and Slides — the carousel's slides
 * (GET sitecarouselslide with slide_id, spec 3 §7) in their position order, 'Add Slide' to
 * /sitecarouselslide/create?slideid={id}, Edit to /sitecarouselslide/{id}?slideid={id} and a
 * confirmed Delete, each only with its permission (C21).
 */
import { TabbedShowLayout } from 'react-admin';
import { ChildRows } from '../../common/schema/ChildRows';
import { SchemaShow, ShowFields } from '../../common/schema/views';
import { sitecarousel, sitecarouselslide } from './carousels';

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
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Summary">
        <ShowFields schema={sitecarousel} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Slides" path={SLIDES_TAB}>
        <SlidesTab />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </SchemaShow>
);

export default SiteCarouselShow;
