ALTER TABLE "sys_dept" ADD COLUMN "dept_name_en" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_post" ADD COLUMN "post_name_en" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "role_name_en" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
-- the seeded roles, posts and departments read in English in English mode (renamed ones keep theirs)
UPDATE sys_role SET role_name_en = v.en FROM (VALUES (1, '超级管理员', 'Super administrator'), (2, '客服', 'Customer service'), (3, '报关', 'Customs'), (4, '仓库理货', 'Warehouse tally (LHY)')) AS v(id, zh, en)
  WHERE sys_role.role_id = v.id AND sys_role.role_name = v.zh AND sys_role.role_name_en = '';
--> statement-breakpoint
UPDATE sys_post SET post_name_en = v.en FROM (VALUES (1, '跟单员', 'Documentary clerk'), (2, '报关员', 'Customs broker'), (3, '理货员', 'Tally clerk'), (4, '叉车司机', 'Forklift driver'), (5, '装卸工', 'Stevedore')) AS v(id, zh, en)
  WHERE sys_post.post_id = v.id AND sys_post.post_name = v.zh AND sys_post.post_name_en = '';
--> statement-breakpoint
UPDATE sys_dept SET dept_name_en = v.en FROM (VALUES (100, '物流公司', 'Logistics company'), (101, '客服部', 'Customer service'), (102, '报关部', 'Customs'), (103, '仓储部', 'Warehousing'), (104, '信息部', 'IT')) AS v(id, zh, en)
  WHERE sys_dept.dept_id = v.id AND sys_dept.dept_name = v.zh AND sys_dept.dept_name_en = '';
