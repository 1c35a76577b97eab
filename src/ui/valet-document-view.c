/* valet-document-view.c: the base of the views of the window's document. */
#define G_LOG_DOMAIN "valet-document-view"

#include "config.h"

#include "valet-document-view.h"

typedef struct
{
  ValetDocument *document;
} ValetDocumentViewPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ValetDocumentView, valet_document_view, ADW_TYPE_BIN)

enum { PROP_0, PROP_DOCUMENT, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* The view's own dispose has run.  The document goes last: widgets taken
 * down call back into the view (a selection emptied, a row unbound), and
 * find the document they were made for. */
static void
valet_document_view_dispose (GObject *object)
{
  ValetDocumentView *self = VALET_DOCUMENT_VIEW (object);
  ValetDocumentViewPrivate *priv = valet_document_view_get_instance_private (self);

  /* The bin's child is the template's root: gone before the template
   * children are disposed, or AdwBin would unparent it a second time. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), G_OBJECT_TYPE (object));
  g_clear_object (&priv->document);
  G_OBJECT_CLASS (valet_document_view_parent_class)->dispose (object);
}

static void
valet_document_view_get_property (GObject *object, guint prop_id, GValue *value,
                                  GParamSpec *pspec)
{
  if (prop_id == PROP_DOCUMENT)
    g_value_set_object (value, valet_document_view_get_document (VALET_DOCUMENT_VIEW (object)));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
valet_document_view_set_property (GObject *object, guint prop_id, const GValue *value,
                                  GParamSpec *pspec)
{
  ValetDocumentView *self = VALET_DOCUMENT_VIEW (object);
  ValetDocumentViewPrivate *priv = valet_document_view_get_instance_private (self);

  if (prop_id == PROP_DOCUMENT)
    priv->document = g_value_dup_object (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
valet_document_view_class_init (ValetDocumentViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = valet_document_view_dispose;
  object_class->get_property = valet_document_view_get_property;
  object_class->set_property = valet_document_view_set_property;
  /* ValetDocumentView:document: the document shown, the window's. */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, VALET_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
valet_document_view_init (ValetDocumentView *self)
{
}

ValetDocument *
valet_document_view_get_document (ValetDocumentView *self)
{
  ValetDocumentViewPrivate *priv;

  g_return_val_if_fail (VALET_IS_DOCUMENT_VIEW (self), NULL);
  priv = valet_document_view_get_instance_private (self);
  return priv->document;
}
