-- Excel imports of orders, filings and appointments (importData / importTemplate): their buttons,
-- granted to customer service (all three) and to customs (filings: its findings in bulk).
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by) VALUES
  (2126, '订单导入', 'Import', 2003, 7, '', '', '', 1, 0, 'F', '0', '0', 'biz:order:import', '#', 'admin'),
  (2137, '备案导入', 'Import', 2004, 8, '', '', '', 1, 0, 'F', '0', '0', 'biz:filing:import', '#', 'admin'),
  (2160, '预约导入', 'Import', 2011, 11, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:import', '#', 'admin')
ON CONFLICT (menu_id) DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m ON m.menu_id IN (2126, 2137, 2160)
  WHERE r.role_id = 2
  UNION ALL
  SELECT r.role_id, 2137 FROM sys_role r WHERE r.role_id = 3 AND EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 2137)
ON CONFLICT DO NOTHING;
