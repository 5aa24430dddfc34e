-- Business core: status dictionaries (both languages), menus and permissions, grants for cs and customs.
INSERT INTO sys_dict_type (dict_id, dict_name, dict_type, status, create_by, remark) VALUES
  (20, '商品状态', 'biz_product_status', '0', 'admin', 'Product status'),
  (21, '订单报关状态', 'biz_order_customs_status', '0', 'admin', 'Order customs status'),
  (22, '订单送货状态', 'biz_order_transport_status', '0', 'admin', 'Order delivery status'),
  (23, '订单结束状态', 'biz_order_over_state', '0', 'admin', 'Order end state'),
  (24, '保税状态', 'biz_bonded_status', '0', 'admin', 'Bonded status'),
  (25, '预订单审核状态', 'biz_preorder_check_status', '0', 'admin', 'Pre-order check status'),
  (26, '备案报关状态', 'biz_filing_customs_status', '0', 'admin', 'Filing customs status'),
  (27, '币种', 'biz_currency', '0', 'admin', 'Currency');
--> statement-breakpoint
INSERT INTO sys_dict_data (dict_sort, dict_label_zh, dict_label_en, dict_value, dict_type, list_class, is_default, create_by) VALUES
  (1, '待完善', 'To be completed', '0', 'biz_product_status', 'info', 'Y', 'admin'),
  (2, '待验收', 'To be accepted', '1', 'biz_product_status', 'warning', 'N', 'admin'),
  (3, '变更中', 'Changing', '2', 'biz_product_status', 'primary', 'N', 'admin'),
  (4, '已验收', 'Accepted', '3', 'biz_product_status', 'success', 'N', 'admin'),
  (1, '待报关', 'Pending customs', '0', 'biz_order_customs_status', 'info', 'Y', 'admin'),
  (2, '报关中', 'In customs', '1', 'biz_order_customs_status', 'warning', 'N', 'admin'),
  (3, '报关完成', 'Customs completed', '2', 'biz_order_customs_status', 'success', 'N', 'admin'),
  (1, '待送货', 'Pending delivery', '0', 'biz_order_transport_status', 'info', 'Y', 'admin'),
  (2, '送货中', 'In delivery', '1', 'biz_order_transport_status', 'warning', 'N', 'admin'),
  (3, '送货完成', 'Delivery completed', '2', 'biz_order_transport_status', 'success', 'N', 'admin'),
  (1, '未结束', 'Not over', '0', 'biz_order_over_state', 'info', 'Y', 'admin'),
  (2, '正常结束', 'Normal end', '1', 'biz_order_over_state', 'success', 'N', 'admin'),
  (3, '送货结束', 'Delivery ends', '2', 'biz_order_over_state', 'primary', 'N', 'admin'),
  (4, '异常结束', 'Abnormal end', '3', 'biz_order_over_state', 'danger', 'N', 'admin'),
  (1, '非保税', 'Non-bonded', '0', 'biz_bonded_status', 'info', 'N', 'admin'),
  (2, '保税', 'Bonded', '1', 'biz_bonded_status', 'primary', 'Y', 'admin'),
  (1, '未处理', 'Unprocessed', '0', 'biz_preorder_check_status', 'info', 'Y', 'admin'),
  (2, '已通过', 'Passed', '1', 'biz_preorder_check_status', 'success', 'N', 'admin'),
  (3, '未通过', 'Not passed', '2', 'biz_preorder_check_status', 'danger', 'N', 'admin'),
  (1, '待提交', 'Pending submission', '0', 'biz_filing_customs_status', 'info', 'Y', 'admin'),
  (2, '待受理', 'Pending acceptance', '1', 'biz_filing_customs_status', 'warning', 'N', 'admin'),
  (3, '待审核', 'Pending review', '2', 'biz_filing_customs_status', 'warning', 'N', 'admin'),
  (4, '报关中', 'In customs declaration', '3', 'biz_filing_customs_status', 'primary', 'N', 'admin'),
  (5, '未通过', 'Not passed', '4', 'biz_filing_customs_status', 'danger', 'N', 'admin'),
  (6, '已通关', 'Customs passed', '5', 'biz_filing_customs_status', 'success', 'N', 'admin'),
  (1, '美元', 'USD', 'USD', 'biz_currency', '', 'Y', 'admin'),
  (2, '人民币', 'CNY', 'CNY', 'biz_currency', '', 'N', 'admin'),
  (3, '欧元', 'EUR', 'EUR', 'biz_currency', '', 'N', 'admin'),
  (4, '港币', 'HKD', 'HKD', 'biz_currency', '', 'N', 'admin');
--> statement-breakpoint
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by) VALUES
  (2000, '订单管理', 'Orders', 0, 10, 'biz', NULL, '', 1, 0, 'M', '0', '0', '', 'order', 'admin'),
  (2001, '商品资料', 'Products', 2000, 1, 'product', 'biz/product/index', 'Product', 1, 0, 'C', '0', '0', 'biz:product:list', 'goods', 'admin'),
  (2002, '预订单', 'Pre-orders', 2000, 2, 'preorder', 'biz/preorder/index', 'Preorder', 1, 0, 'C', '0', '0', 'biz:preorder:list', 'list', 'admin'),
  (2003, '订单', 'Orders', 2000, 3, 'order', 'biz/order/index', 'Order', 1, 0, 'C', '0', '0', 'biz:order:list', 'shopping', 'admin'),
  (2004, '报关备案', 'Customs filings', 2000, 4, 'filing', 'biz/filing/index', 'Filing', 1, 0, 'C', '0', '0', 'biz:filing:list', 'filing', 'admin'),
  (2100, '商品查询', 'Query', 2001, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:product:query', '#', 'admin'),
  (2101, '商品新增', 'Add', 2001, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:product:add', '#', 'admin'),
  (2102, '商品修改', 'Edit', 2001, 3, '', '', '', 1, 0, 'F', '0', '0', 'biz:product:edit', '#', 'admin'),
  (2103, '商品删除', 'Delete', 2001, 4, '', '', '', 1, 0, 'F', '0', '0', 'biz:product:remove', '#', 'admin'),
  (2104, '商品导出', 'Export', 2001, 5, '', '', '', 1, 0, 'F', '0', '0', 'biz:product:export', '#', 'admin'),
  (2105, '商品导入', 'Import', 2001, 6, '', '', '', 1, 0, 'F', '0', '0', 'biz:product:import', '#', 'admin'),
  (2106, '商品状态', 'Change status', 2001, 7, '', '', '', 1, 0, 'F', '0', '0', 'biz:product:status', '#', 'admin'),
  (2110, '预订单查询', 'Query', 2002, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:preorder:query', '#', 'admin'),
  (2111, '预订单新增', 'Add', 2002, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:preorder:add', '#', 'admin'),
  (2112, '预订单修改', 'Edit', 2002, 3, '', '', '', 1, 0, 'F', '0', '0', 'biz:preorder:edit', '#', 'admin'),
  (2113, '预订单删除', 'Delete', 2002, 4, '', '', '', 1, 0, 'F', '0', '0', 'biz:preorder:remove', '#', 'admin'),
  (2114, '预订单导出', 'Export', 2002, 5, '', '', '', 1, 0, 'F', '0', '0', 'biz:preorder:export', '#', 'admin'),
  (2115, '预订单导入', 'Import', 2002, 6, '', '', '', 1, 0, 'F', '0', '0', 'biz:preorder:import', '#', 'admin'),
  (2116, '预订单审核', 'Check', 2002, 7, '', '', '', 1, 0, 'F', '0', '0', 'biz:preorder:check', '#', 'admin'),
  (2120, '订单查询', 'Query', 2003, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:order:query', '#', 'admin'),
  (2121, '订单新增', 'Add', 2003, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:order:add', '#', 'admin'),
  (2122, '订单修改', 'Edit', 2003, 3, '', '', '', 1, 0, 'F', '0', '0', 'biz:order:edit', '#', 'admin'),
  (2123, '订单删除', 'Delete', 2003, 4, '', '', '', 1, 0, 'F', '0', '0', 'biz:order:remove', '#', 'admin'),
  (2124, '订单导出', 'Export', 2003, 5, '', '', '', 1, 0, 'F', '0', '0', 'biz:order:export', '#', 'admin'),
  (2125, '订单结束', 'End', 2003, 6, '', '', '', 1, 0, 'F', '0', '0', 'biz:order:end', '#', 'admin'),
  (2130, '备案查询', 'Query', 2004, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:filing:query', '#', 'admin'),
  (2131, '备案新增', 'Add', 2004, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:filing:add', '#', 'admin'),
  (2132, '备案修改', 'Edit', 2004, 3, '', '', '', 1, 0, 'F', '0', '0', 'biz:filing:edit', '#', 'admin'),
  (2133, '备案删除', 'Delete', 2004, 4, '', '', '', 1, 0, 'F', '0', '0', 'biz:filing:remove', '#', 'admin'),
  (2134, '备案导出', 'Export', 2004, 5, '', '', '', 1, 0, 'F', '0', '0', 'biz:filing:export', '#', 'admin'),
  (2135, '备案提交', 'Submit', 2004, 6, '', '', '', 1, 0, 'F', '0', '0', 'biz:filing:submit', '#', 'admin'),
  (2136, '备案审核', 'Review', 2004, 7, '', '', '', 1, 0, 'F', '0', '0', 'biz:filing:review', '#', 'admin');
--> statement-breakpoint
-- cs: products, pre-orders, orders, filings (entering and submitting); customs: filings (review and declare), orders and products to read
INSERT INTO sys_role_menu (role_id, menu_id)
  SELECT 2, menu_id FROM sys_menu WHERE menu_id IN (2000, 2001, 2002, 2003, 2004)
    OR (menu_id BETWEEN 2100 AND 2135);
--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
  SELECT 3, menu_id FROM sys_menu WHERE menu_id IN (2000, 2001, 2003, 2004, 2100, 2120, 2124, 2130, 2134, 2136);
