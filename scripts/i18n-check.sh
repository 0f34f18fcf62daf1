#!/bin/sh
# i18n-check.sh — string literals handed to GTK's label, tooltip, title and
# button setters in ui/*.c and ui/<view>/*.c without _() (or N_()): user-visible English that
# the translations cannot reach.  Prints the count per file and the lines;
# fails when a file outside the allowed list has any.
# Usage: i18n-check.sh [SOURCE_DIR]
set -eu
src=${1:-$(dirname "$0")/..}
# Files allowed to keep unmarked strings (none today).
allowed=""

setters='gtk_label_new|gtk_label_new_with_mnemonic|gtk_label_set_text|gtk_label_set_markup|gtk_label_set_label|gtk_widget_set_tooltip_text|gtk_widget_set_tooltip_markup|gtk_window_set_title|gtk_button_new_with_label|gtk_button_new_with_mnemonic|gtk_button_set_label|gtk_check_button_new_with_label|gtk_check_button_set_label|gtk_toggle_button_new_with_label|gtk_frame_new|g_menu_append|gtk_string_list_append|gtk_expander_new|gtk_file_dialog_set_title|gtk_alert_dialog_new|gtk_file_filter_set_name'
status=0
total=0
for f in "$src"/ui/*.c "$src"/ui/*/*.c; do
  case "$f" in */ui/render/* | */ui/media/*) continue ;; esac # drawing: English by design
  name=${f#"$src"/ui/}
  # calls (possibly over several lines) whose first or second argument is a
  # literal with a word in it ("∞" or "%s" need no translation):
  # "setter(" [one argument ","] "\"...x..."
  hits=$(perl -0777 -ne '
    while (/\b('"$setters"')\s*\(\s*((?:[^(),"]|\([^()]*\))*,\s*)?"(?=(?:[^"\\]|\\.)*[A-Za-z]{2})/g) {
      my $pos = $-[0];
      my $line = 1 + (substr($_, 0, $pos) =~ tr/\n//);
      print "$line: $1\n";
    }' "$f")
  [ -n "$hits" ] || continue
  n=$(printf '%s\n' "$hits" | wc -l)
  total=$((total + n))
  case " $allowed " in
    *" $name "*) echo "$name: $n unmarked (allowed)" ;;
    *) echo "$name: $n unmarked"; printf '%s\n' "$hits" | sed "s|^|  ui/$name:|"; status=1 ;;
  esac
done
echo "i18n-check: $total unmarked string(s) in ui/"
exit $status
