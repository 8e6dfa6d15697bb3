/**
 * A site carousel (spec 3 §2 "Show has a slides tab at /sitecarousel/{id}/show/sitecarouselslide"):
 * tabs Summary (the declared fields; G7: the index tab) and Slides — the carousel's slides
 * (GET sitecarouselslide with slide_id, spec 3 §7) in their position order, 'Add Slide' to
 * /sitecarouselslide/create?slideid={id}, Edit to /sitecarouselslide/{id}?slideid={id} and a
 * confirmed Delete, each only with its permission (C21).
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { DataTable, DeleteButton, Pagination, ReferenceManyField, TabbedShowLayout, useRecordContext, type RaRecord } from 'react-admin';
import type { Identifier } from 'ra-core';
import { useAllowed } from '../../common/access';
import { TabNotice } from '../../common/display';
import { GatedButton } from '../../common/GatedButton';
import { MESSAGES } from '../../common/messages';
import { fieldsIn } from '../../common/schema/define';
import { FieldValue, SchemaShow, ShowFields } from '../../common/schema/views';
import { sitecarousel, sitecarouselslide } from './carousels';

const SLIDE = sitecarouselslide.name;

/** The tab's path: the slides' resource name, as the specification writes it. */
export const SLIDES_TAB = SLIDE;

const slidePaths = (carouselId: Identifier) => ({
  create: `/${SLIDE}/create?slideid=${carouselId}`,
  edit: (id: Identifier) => `/${SLIDE}/${id}?slideid=${carouselId}`,
});

/** The query parameter the API reads a carousel's slides by (slide_id). */
const TARGET = sitecarouselslide.fields.site_carousel_id.options.filterKey ?? 'site_carousel_id';

const SlidesTab = () => {
  const carousel = useRecordContext();
  const canDelete = useAllowed(SLIDE, 'delete');
  if (!carousel) return null;
  const paths = slidePaths(carousel.id);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', py: 1 }}>
        <GatedButton resource={SLIDE} action="create" to={paths.create} label="Add Slide" icon={<AddIcon />} variant="contained" />
      </Box>
      <ReferenceManyField
        reference={SLIDE}
        target={TARGET}
        perPage={20}
        sort={{ field: 'position', order: 'ASC' }}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 30, 50, 100]} />}
        empty={<TabNotice>No slides yet.</TabNotice>}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          {fieldsIn(sitecarouselslide, 'list').map(([source, field]) => (
            <DataTable.Col key={source} source={source} label={field.label} disableSort render={(r: RaRecord) => <FieldValue source={source} field={field} record={r} />} />
          ))}
          <DataTable.Col
            label=""
            disableSort
            render={(r: RaRecord) => (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <GatedButton resource={SLIDE} action="edit" to={paths.edit(r.id)} label="Edit" icon={<EditIcon />} />
                {canDelete && (
                  <DeleteButton record={r} resource={SLIDE} mutationMode="pessimistic" redirect={false} confirmTitle={MESSAGES.deleteTitle} confirmContent={MESSAGES.deleteContent} />
                )}
              </Box>
            )}
          />
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};

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
