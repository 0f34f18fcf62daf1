"""Runs the README's Python example (its first ```python block) as written."""
import re
import sys

text = open(sys.argv[1], encoding="utf-8").read()
blocks = re.findall(r"^```python\n(.*?)^```$", text, flags=re.S | re.M)
if not blocks:
    sys.exit("README.md has no ```python block")
exec(compile(blocks[0], "README.md (Python example)", "exec"), {"__name__": "__main__"})
