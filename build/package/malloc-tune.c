/*
 * malloc-tune.node: glibc's malloc settings for the single executable, which has no shell around it to set
 * MALLOC_ARENA_MAX and MALLOC_TRIM_THRESHOLD_ before it starts (glibc reads those variables once, at program start).
 * The boot script (src/sea/boot.ts) loads it before the server bundle and calls
 * tune(arenaMax, trimThreshold, mmapThreshold): at most that many arenas for the threads that allocate from now on,
 * freed memory at the top of a heap handed back to the system past that many bytes instead of past a threshold that
 * grows with every large free (V8's compiler frees megabytes of zone memory during start-up, which otherwise stay
 * resident), and blocks of at least mmapThreshold bytes mapped on their own, so freeing them always returns them
 * (set on the first start of a version only, when the whole bundle is parsed without a code cache). 0 leaves a
 * setting alone.
 * Compiled by build/package/native.mjs against the embedded Node's node_api.h (the addon links to nothing).
 */
#include <malloc.h>
#include <node_api.h>

static napi_value tune(napi_env env, napi_callback_info info) {
  size_t argc = 3;
  napi_value argv[3];
  int32_t values[3] = {0, 0, 0};
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok) return NULL;
  for (size_t i = 0; i < argc && i < 3; i++) napi_get_value_int32(env, argv[i], &values[i]);
  if (values[0] > 0) mallopt(M_ARENA_MAX, values[0]);
  if (values[1] > 0) mallopt(M_TRIM_THRESHOLD, values[1]);
  if (values[2] > 0) mallopt(M_MMAP_THRESHOLD, values[2]);
  return NULL;
}

static napi_value init(napi_env env, napi_value exports) {
  napi_property_descriptor d = {"tune", NULL, tune, NULL, NULL, NULL, napi_default, NULL};
  napi_define_properties(env, exports, 1, &d);
  return exports;
}

NAPI_MODULE(malloc_tune, init)
