/* valet-document-view.h: a view of the window's document.  The window's
 * template makes each view with the document it shows, as a
 * construct-only property; a view is a composite template in a bin,
 * and taking it down has one order that works (the bin's child, the
 * template, then the document), which this base keeps for all of them. */
#pragma once

#include <adwaita.h>
#include "valet-document.h"

G_BEGIN_DECLS

#define VALET_TYPE_DOCUMENT_VIEW (valet_document_view_get_type ())
G_DECLARE_DERIVABLE_TYPE (ValetDocumentView, valet_document_view, VALET, DOCUMENT_VIEW, AdwBin)

/* A view sets a template in its class_init: the base disposes it. */
struct _ValetDocumentViewClass
{
  AdwBinClass parent_class;
};

/* The document shown; NULL once the view is disposed. */
ValetDocument *valet_document_view_get_document (ValetDocumentView *self);

G_END_DECLS
