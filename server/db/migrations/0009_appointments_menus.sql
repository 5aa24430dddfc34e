-- Delivery appointments: status and vocabulary dictionaries (both languages), menus, permissions and grants.
INSERT INTO sys_dict_type (dict_id, dict_name, dict_type, status, create_by, remark) VALUES
  (28, '送货预约状态', 'biz_appointment_status', '0', 'admin', 'Delivery appointment status'),
  (29, '车型', 'biz_vehicle_type', '0', 'admin', 'Vehicle type'),
  (30, '送货方式', 'biz_delivery_type', '0', 'admin', 'Delivery type');
--> statement-breakpoint
INSERT INTO sys_dict_data (dict_sort, dict_label_zh, dict_label_en, dict_value, dict_type, list_class, is_default, create_by) VALUES
  (1, '待提交', 'To submit', '0', 'biz_appointment_status', 'info', 'Y', 'admin'),
  (2, '待受理', 'To accept', '1', 'biz_appointment_status', 'warning', 'N', 'admin'),
  (3, '待审核', 'Pending review', '2', 'biz_appointment_status', 'warning', 'N', 'admin'),
  (4, '已通过', 'Passed', '3', 'biz_appointment_status', 'success', 'N', 'admin'),
  (5, '未通过', 'Not passed', '4', 'biz_appointment_status', 'danger', 'N', 'admin'),
  (6, '送货中', 'In delivery', '5', 'biz_appointment_status', 'primary', 'N', 'admin'),
  (7, '卸货中', 'Unloading', '6', 'biz_appointment_status', 'primary', 'N', 'admin'),
  (8, '已理货', 'Tallied', '7', 'biz_appointment_status', 'primary', 'N', 'admin'),
  (9, '已收货', 'Received', '8', 'biz_appointment_status', 'success', 'N', 'admin'),
  (1, '厢式货车', 'Box truck', 'van', 'biz_vehicle_type', '', 'Y', 'admin'),
  (2, '4.2米货车', '4.2 m truck', '4.2m', 'biz_vehicle_type', '', 'N', 'admin'),
  (3, '7.6米货车', '7.6 m truck', '7.6m', 'biz_vehicle_type', '', 'N', 'admin'),
  (4, '9.6米货车', '9.6 m truck', '9.6m', 'biz_vehicle_type', '', 'N', 'admin'),
  (5, '13米挂车', '13 m trailer', '13m', 'biz_vehicle_type', '', 'N', 'admin'),
  (6, '20尺集装箱', '20 ft container', '20gp', 'biz_vehicle_type', '', 'N', 'admin'),
  (7, '40尺集装箱', '40 ft container', '40hq', 'biz_vehicle_type', '', 'N', 'admin'),
  (1, '供应商送货', 'Supplier delivers', 'supplier', 'biz_delivery_type', '', 'Y', 'admin'),
  (2, '我司提货', 'We collect', 'pickup', 'biz_delivery_type', '', 'N', 'admin'),
  (3, '快递', 'Express', 'express', 'biz_delivery_type', '', 'N', 'admin');
--> statement-breakpoint
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by) VALUES
  (2010, '送货预约', 'Delivery', 0, 11, 'delivery', NULL, '', 1, 0, 'M', '0', '0', '', 'truck', 'admin'),
  (2011, '送货预约', 'Appointments', 2010, 1, 'appointment', 'biz/appointment/index', 'Appointment', 1, 0, 'C', '0', '0', 'biz:appointment:list', 'appointment', 'admin'),
  (2012, '预约日历', 'Slot calendar', 2010, 2, 'slot', 'biz/slot/index', 'Slot', 1, 0, 'C', '0', '0', 'biz:warehouse:query', 'schedule', 'admin'),
  (2013, '仓库与月台', 'Warehouses', 2010, 3, 'warehouse', 'biz/warehouse/index', 'Warehouse', 1, 0, 'C', '0', '0', 'biz:warehouse:list', 'warehouse', 'admin'),
  (2140, '仓库查询', 'Query', 2013, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:warehouse:query', '#', 'admin'),
  (2141, '仓库新增', 'Add', 2013, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:warehouse:add', '#', 'admin'),
  (2142, '仓库修改', 'Edit', 2013, 3, '', '', '', 1, 0, 'F', '0', '0', 'biz:warehouse:edit', '#', 'admin'),
  (2143, '仓库删除', 'Delete', 2013, 4, '', '', '', 1, 0, 'F', '0', '0', 'biz:warehouse:remove', '#', 'admin'),
  (2144, '仓库导出', 'Export', 2013, 5, '', '', '', 1, 0, 'F', '0', '0', 'biz:warehouse:export', '#', 'admin'),
  (2150, '预约查询', 'Query', 2011, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:query', '#', 'admin'),
  (2151, '预约新增', 'Book', 2011, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:add', '#', 'admin'),
  (2152, '预约修改', 'Edit', 2011, 3, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:edit', '#', 'admin'),
  (2153, '预约删除', 'Delete', 2011, 4, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:remove', '#', 'admin'),
  (2154, '预约导出', 'Export', 2011, 5, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:export', '#', 'admin'),
  (2155, '预约提交', 'Submit', 2011, 6, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:submit', '#', 'admin'),
  (2156, '预约审核', 'Review', 2011, 7, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:review', '#', 'admin'),
  (2157, '车辆到达', 'Record arrival', 2011, 8, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:arrive', '#', 'admin'),
  (2158, '卸货理货', 'Unload and tally', 2011, 9, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:unload', '#', 'admin'),
  (2159, '收货', 'Receive', 2011, 10, '', '', '', 1, 0, 'F', '0', '0', 'biz:appointment:receive', '#', 'admin');
--> statement-breakpoint
-- cs books, submits and reviews appointments and reads the warehouses and their calendar;
-- LHY (warehouse staff, phones) records arrival, unloading, tally and receipt, and reads the calendar.
INSERT INTO sys_role_menu (role_id, menu_id)
  SELECT 2, menu_id FROM sys_menu WHERE menu_id IN (2010, 2011, 2012, 2013, 2140) OR (menu_id BETWEEN 2150 AND 2156);
--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
  SELECT 4, menu_id FROM sys_menu WHERE menu_id IN (2010, 2011, 2012, 2140, 2150, 2157, 2158, 2159);
