/** Spec §8's profile texts, shared by the server's answers and the screens' toasts. */
export const PROFILE_UPDATED = "Profile Updated Successfully";
export const LOGO_UPLOADED = "Logo Uploaded Successfully";
export const LOGO_FAILED = "Failed to Upload Logo";
export const BANNER_UPLOADED = "Banner Uploaded Successfully";
export const BANNER_FAILED = "Failed to Upload Banner";
