-- Kitchen numbers (issue 19 item 7): a derived or summed grocery amount is stored as a cook buys it (`quantity`:
-- 4 onions, 3⅔ cups) with the exact sum kept beside it for further arithmetic (NULL when the two are the same).
ALTER TABLE grocery_items ADD COLUMN quantity_exact REAL;
