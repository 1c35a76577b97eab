/* valet-display.c: numbers as people read them. */
#include "valet-display.h"

#include <langinfo.h>
#include <math.h>

/* Powers of ten a fixed-point number of up to nine decimals scales by. */
static const double tens[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9 };

/* Appends @n in decimal, zero-padded to @width digits. */
static void
append_digits (GString *out, guint64 n, guint width)
{
  char buf[24];
  guint start = sizeof buf;

  do
    {
      buf[--start] = (char) ('0' + n % 10);
      n /= 10;
    }
  while (n != 0 || sizeof buf - start < width);
  g_string_append_len (out, buf + start, (gssize) (sizeof buf - start));
}

/* Half the unit of the last of @decimals decimals (0 to 9), as
 * 0.5 * pow (10, -decimals) makes it, made once. */
static double
half_unit_of (int decimals)
{
  static double halves[G_N_ELEMENTS (tens)];
  static gsize made = 0;

  if (g_once_init_enter (&made))
    {
      for (guint d = 0; d < G_N_ELEMENTS (tens); d++)
        halves[d] = 0.5 * pow (10, -(double) d);
      g_once_init_leave (&made, 1);
    }
  return halves[decimals];
}

void
valet_display_append_uint (GString *out, guint64 value)
{
  append_digits (out, value, 1);
}

void
valet_display_append_fixed (GString *out, double value, int decimals)
{
  const char *point = nl_langinfo (RADIXCHAR);
  double scaled, whole, frac;
  guint64 units, unit;

  /* printf rounds the exact binary value half to even, which the scaled
   * product (off by at most half a unit in its last place) tells apart
   * from its neighbours except within a hair of a half: there, and for
   * what is large, negative, not finite or in a locale with another
   * decimal point, printf itself writes it.  A site of a million
   * results writes ten million numbers; printf took a third of it. */
  if (decimals < 0 || decimals >= (int) G_N_ELEMENTS (tens) || !(value >= 0)
      || point[0] != '.' || point[1] != '\0')
    goto slow;
  scaled = value * tens[decimals];
  if (!(scaled < 1e9))
    goto slow;
  whole = floor (scaled);
  frac = scaled - whole;
  if (fabs (frac - 0.5) < 1e-6)
    goto slow;
  units = (guint64) whole + (frac > 0.5);
  unit = (guint64) tens[decimals];
  append_digits (out, units / unit, 1);
  if (decimals > 0)
    {
      g_string_append_c (out, '.');
      append_digits (out, units % unit, (guint) decimals);
    }
  return;

slow:
  g_string_append_printf (out, "%.*f", MAX (decimals, 0), value);
}

void
valet_display_append_number (GString *out, double value, int decimals, gboolean plus,
                             const char *minus)
{
  double half_unit;

  if (isnan (value))
    {
      g_string_append (out, "–");
      return;
    }
  decimals = MAX (decimals, 0);
  half_unit = decimals < (int) G_N_ELEMENTS (tens) ? half_unit_of (decimals)
                                                   : 0.5 * pow (10, -decimals);
  /* What printf rounds to zero is zero, whatever its sign. */
  if (fabs (value) < half_unit)
    {
      valet_display_append_fixed (out, 0.0, decimals);
      return;
    }
  g_string_append (out, value < 0 ? minus : plus ? "+" : "");
  valet_display_append_fixed (out, fabs (value), decimals);
}

char *
valet_display_number (double value, int decimals, gboolean plus)
{
  GString *out = g_string_sized_new (16);

  valet_display_append_number (out, value, decimals, plus, "−");
  return g_string_free (out, FALSE);
}
