CREATE INDEX "admin_audit_log_terms_idx" ON "admin_audit_log" USING btree ("terms_id");--> statement-breakpoint
CREATE INDEX "content_unit_tree_saves_content_idx" ON "content_unit_tree_saves" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_units_parent_idx" ON "content_units" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "daily_todo_units_content_unit_idx" ON "daily_todo_units" USING btree ("content_unit_id");--> statement-breakpoint
CREATE INDEX "focus_block_todos_todo_idx" ON "focus_block_todos" USING btree ("daily_todo_unit_id");--> statement-breakpoint
CREATE INDEX "focus_blocks_user_idx" ON "focus_blocks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_groups_creator_idx" ON "study_groups" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "user_agreements_terms_idx" ON "user_agreements" USING btree ("terms_id");