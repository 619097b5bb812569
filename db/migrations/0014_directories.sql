DROP INDEX "agency_profiles_placed_idx";--> statement-breakpoint
DROP INDEX "agency_profiles_degree_idx";--> statement-breakpoint
DROP INDEX "company_profiles_industry_idx";--> statement-breakpoint
DROP INDEX "company_profiles_size_idx";--> statement-breakpoint
CREATE INDEX "agency_profiles_directory_idx" ON "agency_profiles" USING btree ("candidates_placed" DESC NULLS LAST,"user_id" DESC NULLS LAST,"recruiter_degree");--> statement-breakpoint
CREATE INDEX "agency_profiles_featured_idx" ON "agency_profiles" USING btree ("candidates_placed" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE featured;--> statement-breakpoint
CREATE INDEX "company_profiles_directory_idx" ON "company_profiles" USING btree ("company_name","user_id","company_size","number_of_employees","industry");--> statement-breakpoint
CREATE INDEX "company_profiles_employees_idx" ON "company_profiles" USING btree ("number_of_employees");--> statement-breakpoint
CREATE INDEX "company_profiles_industry_trgm_idx" ON "company_profiles" USING gin ("industry" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_profiles_industry_idx" ON "company_profiles" USING btree (lower("industry"),"company_name","user_id");--> statement-breakpoint
CREATE INDEX "company_profiles_size_idx" ON "company_profiles" USING btree ("company_size","company_name","user_id");