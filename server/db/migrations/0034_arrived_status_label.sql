-- Issue 46: a truck at the gate has arrived; "in delivery" is what its orders are while it is on the
-- way. Status 5 of an appointment reads "arrived", unless an administrator has already renamed it.
UPDATE sys_dict_data SET dict_label_zh = '已到达', dict_label_en = 'Arrived'
WHERE dict_type = 'biz_appointment_status' AND dict_value = '5' AND dict_label_zh = '送货中' AND dict_label_en = 'In delivery';
