/*
** plaza_wal_writes: a SQLite loadable extension that gathers the writes to a write-ahead log into one.
**
** SQLite writes each WAL frame with two write system calls (its 24-byte header, then the page): a group commit of
** the wallet writes about 400 frames, so 800 calls, which took a fifth of the wallet thread's CPU
** (docs/decisions/010-vendor-wallet.md). This extension registers a VFS, made the default, that wraps the one
** before it; for a file opened as a WAL it keeps writes that follow each other in a buffer and hands them to the
** wrapped VFS in writes of 64 KiB (a commit of 400 frames: 7 calls instead of 800). Every other method, and every
** method of every other file, passes straight through.
**
** When the buffer is written: at the end of a commit frame (a frame whose header carries the database size: the
** header at once, and again after the page that follows it), before any other method of the same file runs (a
** sync, a read, the file's size, a truncation, a file control, close), before a write that does not follow the
** buffer, and when it is full. So nothing is read, synced or published to other connections before it was written:
** SQLite publishes a commit's frames in the shared-memory index only after it has written its commit frame, whether
** or not it syncs first (synchronous=FULL syncs, NORMAL does not; and the index is reached through the database
** file's methods, not the WAL's, so the WAL's own methods would not see the moment). SQLite sees its writes in the
** same order as before: only fewer, larger ones. A write that fails is reported by the method that caused it,
** which SQLite handles as a failed write (the transaction rolls back; the WAL's checksums make a torn tail
** unreadable, as for a crash mid-write).
**
** Loaded once per process (SQLITE_OK_LOAD_PERMANENTLY): SQLite's list of VFSes is the process's, so connections
** opened afterwards in any thread use it.
*/
#include <string.h>

#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT1

#define VFS_NAME "plaza-wal-writes"
/* Bytes gathered before they are written: a group commit of 32 calls is about 400 KiB of frames. */
#define BUFFER_BYTES (1024 * 1024)
/* Bytes handed to the wrapped VFS in one write: the largest page SQLite has (its unix VFS writes at most 128 KiB). */
#define WRITE_BYTES (64 * 1024)
/* A WAL frame's header: page number, then the database size in pages for a commit frame (0 for any other). */
#define FRAME_HEADER_BYTES 24

typedef struct GatheringFile GatheringFile;
struct GatheringFile {
  sqlite3_file base;         /* this file's methods (gatheringMethods) */
  sqlite3_file *inner;       /* the wrapped VFS's file, allocated right after this struct */
  int isWal;                 /* only a WAL's writes are gathered */
  unsigned char *buffer;     /* allocated at a WAL's first write (a connection that only reads never needs it) */
  sqlite3_int64 bufferStart; /* the file offset of buffer[0] */
  int bufferLength;          /* bytes held */
  int failure;               /* a write that failed where no error could be answered: answered by what follows */
  int isCommitPageNext;      /* the last write was a commit frame's header: the page that follows ends the commit */
};

static sqlite3_vfs gatheringVfs;
static sqlite3_io_methods methodsByVersion[3];
static sqlite3_vfs *innerVfs;
/* What the extension did, for plaza_wal_writes(): writes received, and writes made of them. */
static sqlite3_int64 writesReceived;
static sqlite3_int64 writesMade;

static int flushBuffer(GatheringFile *file) {
  int rc = file->failure;
  if (rc != SQLITE_OK) {
    return rc;
  }
  /* In pieces: SQLite's own VFSes take at most a page's size at a time (unix: below 128 KiB). */
  for (int done = 0; done < file->bufferLength && rc == SQLITE_OK; done += WRITE_BYTES) {
    int amount = file->bufferLength - done < WRITE_BYTES ? file->bufferLength - done : WRITE_BYTES;
    rc = file->inner->pMethods->xWrite(file->inner, file->buffer + done, amount, file->bufferStart + done);
    __atomic_fetch_add(&writesMade, 1, __ATOMIC_RELAXED);
  }
  file->bufferLength = 0;
  return rc;
}

/* Declares `file`, and writes what its buffer holds before the method goes on (answering a failed write). */
#define FLUSHED(file)                            \
  GatheringFile *file = (GatheringFile *)pFile;  \
  do {                                           \
    int flushRc = flushBuffer(file);             \
    if (flushRc != SQLITE_OK) return flushRc;    \
  } while (0)

static int gatherClose(sqlite3_file *pFile) {
  GatheringFile *file = (GatheringFile *)pFile;
  int flushRc = flushBuffer(file);
  int rc = file->inner->pMethods ? file->inner->pMethods->xClose(file->inner) : SQLITE_OK;
  sqlite3_free(file->buffer);
  file->buffer = 0;
  return flushRc != SQLITE_OK ? flushRc : rc;
}

static int gatherRead(sqlite3_file *pFile, void *data, int amount, sqlite3_int64 offset) {
  FLUSHED(file);
  return file->inner->pMethods->xRead(file->inner, data, amount, offset);
}

static int gatherWrite(sqlite3_file *pFile, const void *data, int amount, sqlite3_int64 offset) {
  GatheringFile *file = (GatheringFile *)pFile;
  if (file->isWal && file->buffer == 0) {
    /* Without memory the writes go through one by one, as SQLite makes them. */
    file->buffer = sqlite3_malloc(BUFFER_BYTES);
  }
  if (file->buffer == 0 || amount > WRITE_BYTES) {
    int rc = flushBuffer(file);
    if (rc != SQLITE_OK) return rc;
    return file->inner->pMethods->xWrite(file->inner, data, amount, offset);
  }
  __atomic_fetch_add(&writesReceived, 1, __ATOMIC_RELAXED);
  if (file->bufferLength > 0 &&
      (offset != file->bufferStart + file->bufferLength || file->bufferLength + amount > BUFFER_BYTES)) {
    int rc = flushBuffer(file);
    if (rc != SQLITE_OK) return rc;
  }
  if (file->bufferLength == 0) {
    file->bufferStart = offset;
  }
  memcpy(file->buffer + file->bufferLength, data, (size_t)amount);
  file->bufferLength += amount;
  {
    const unsigned char *bytes = (const unsigned char *)data;
    int isCommitHeader = amount == FRAME_HEADER_BYTES && (bytes[4] | bytes[5] | bytes[6] | bytes[7]) != 0;
    int endsCommit = isCommitHeader || file->isCommitPageNext;
    /* A header alone is written at once too: when SQLite rewrites a commit frame's checksums, no page follows. */
    file->isCommitPageNext = isCommitHeader;
    return endsCommit ? flushBuffer(file) : SQLITE_OK;
  }
}

static int gatherTruncate(sqlite3_file *pFile, sqlite3_int64 size) {
  FLUSHED(file);
  return file->inner->pMethods->xTruncate(file->inner, size);
}

static int gatherSync(sqlite3_file *pFile, int flags) {
  FLUSHED(file);
  return file->inner->pMethods->xSync(file->inner, flags);
}

static int gatherFileSize(sqlite3_file *pFile, sqlite3_int64 *size) {
  FLUSHED(file);
  return file->inner->pMethods->xFileSize(file->inner, size);
}

static int gatherLock(sqlite3_file *pFile, int lock) {
  FLUSHED(file);
  return file->inner->pMethods->xLock(file->inner, lock);
}

static int gatherUnlock(sqlite3_file *pFile, int lock) {
  FLUSHED(file);
  return file->inner->pMethods->xUnlock(file->inner, lock);
}

static int gatherCheckReservedLock(sqlite3_file *pFile, int *isReserved) {
  FLUSHED(file);
  return file->inner->pMethods->xCheckReservedLock(file->inner, isReserved);
}

static int gatherFileControl(sqlite3_file *pFile, int op, void *argument) {
  FLUSHED(file);
  if (op == SQLITE_FCNTL_VFSNAME) {
    int rc = file->inner->pMethods->xFileControl(file->inner, op, argument);
    if (rc == SQLITE_OK) {
      char **name = (char **)argument;
      *name = sqlite3_mprintf("%s/%z", VFS_NAME, *name);
    }
    return rc;
  }
  return file->inner->pMethods->xFileControl(file->inner, op, argument);
}

static int gatherSectorSize(sqlite3_file *pFile) {
  GatheringFile *file = (GatheringFile *)pFile;
  return file->inner->pMethods->xSectorSize(file->inner);
}

static int gatherDeviceCharacteristics(sqlite3_file *pFile) {
  GatheringFile *file = (GatheringFile *)pFile;
  return file->inner->pMethods->xDeviceCharacteristics(file->inner);
}

static int gatherShmMap(sqlite3_file *pFile, int page, int pageSize, int extend, void volatile **mapped) {
  FLUSHED(file);
  return file->inner->pMethods->xShmMap(file->inner, page, pageSize, extend, mapped);
}

static int gatherShmLock(sqlite3_file *pFile, int offset, int n, int flags) {
  FLUSHED(file);
  return file->inner->pMethods->xShmLock(file->inner, offset, n, flags);
}

static void gatherShmBarrier(sqlite3_file *pFile) {
  GatheringFile *file = (GatheringFile *)pFile;
  /* A barrier answers nothing: a write failed here fails every method of the file after it. SQLite calls the
  ** shared-memory methods on the database file, whose buffer is always empty: a commit's frames were written when
  ** its commit frame was (see the top of this file). */
  file->failure = flushBuffer(file);
  file->inner->pMethods->xShmBarrier(file->inner);
}

static int gatherShmUnmap(sqlite3_file *pFile, int deleteFlag) {
  FLUSHED(file);
  return file->inner->pMethods->xShmUnmap(file->inner, deleteFlag);
}

static int gatherFetch(sqlite3_file *pFile, sqlite3_int64 offset, int amount, void **pointer) {
  FLUSHED(file);
  return file->inner->pMethods->xFetch(file->inner, offset, amount, pointer);
}

static int gatherUnfetch(sqlite3_file *pFile, sqlite3_int64 offset, void *pointer) {
  FLUSHED(file);
  return file->inner->pMethods->xUnfetch(file->inner, offset, pointer);
}

static const sqlite3_io_methods gatheringMethods = {
    3, /* methodsByVersion holds a copy for each version */
    gatherClose,
    gatherRead,
    gatherWrite,
    gatherTruncate,
    gatherSync,
    gatherFileSize,
    gatherLock,
    gatherUnlock,
    gatherCheckReservedLock,
    gatherFileControl,
    gatherSectorSize,
    gatherDeviceCharacteristics,
    gatherShmMap,
    gatherShmLock,
    gatherShmBarrier,
    gatherShmUnmap,
    gatherFetch,
    gatherUnfetch,
};

static int gatherOpen(sqlite3_vfs *vfs, sqlite3_filename name, sqlite3_file *pFile, int flags, int *outFlags) {
  GatheringFile *file = (GatheringFile *)pFile;
  int rc;
  int version;
  (void)vfs;
  memset(file, 0, sizeof(GatheringFile));
  file->inner = (sqlite3_file *)&file[1];
  rc = innerVfs->xOpen(innerVfs, name, file->inner, flags, outFlags);
  if (file->inner->pMethods == 0) {
    /* Nothing to close: SQLite sees no methods on this file either. */
    return rc;
  }
  file->isWal = (flags & SQLITE_OPEN_WAL) != 0;
  /* The same version as the wrapped file's methods: SQLite calls no method the wrapped file lacks. */
  version = file->inner->pMethods->iVersion;
  pFile->pMethods = &methodsByVersion[(version < 1 ? 1 : version > 3 ? 3 : version) - 1];
  return rc;
}

static int gatherDelete(sqlite3_vfs *vfs, const char *name, int syncDirectory) {
  (void)vfs;
  return innerVfs->xDelete(innerVfs, name, syncDirectory);
}

static int gatherAccess(sqlite3_vfs *vfs, const char *name, int flags, int *result) {
  (void)vfs;
  return innerVfs->xAccess(innerVfs, name, flags, result);
}

static int gatherFullPathname(sqlite3_vfs *vfs, const char *name, int size, char *out) {
  (void)vfs;
  return innerVfs->xFullPathname(innerVfs, name, size, out);
}

static void *gatherDlOpen(sqlite3_vfs *vfs, const char *path) {
  (void)vfs;
  return innerVfs->xDlOpen(innerVfs, path);
}

static void gatherDlError(sqlite3_vfs *vfs, int size, char *message) {
  (void)vfs;
  innerVfs->xDlError(innerVfs, size, message);
}

static void (*gatherDlSym(sqlite3_vfs *vfs, void *library, const char *symbol))(void) {
  (void)vfs;
  return innerVfs->xDlSym(innerVfs, library, symbol);
}

static void gatherDlClose(sqlite3_vfs *vfs, void *library) {
  (void)vfs;
  innerVfs->xDlClose(innerVfs, library);
}

static int gatherRandomness(sqlite3_vfs *vfs, int size, char *out) {
  (void)vfs;
  return innerVfs->xRandomness(innerVfs, size, out);
}

static int gatherSleep(sqlite3_vfs *vfs, int microseconds) {
  (void)vfs;
  return innerVfs->xSleep(innerVfs, microseconds);
}

static int gatherCurrentTime(sqlite3_vfs *vfs, double *now) {
  (void)vfs;
  return innerVfs->xCurrentTime(innerVfs, now);
}

static int gatherGetLastError(sqlite3_vfs *vfs, int size, char *message) {
  (void)vfs;
  return innerVfs->xGetLastError ? innerVfs->xGetLastError(innerVfs, size, message) : 0;
}

static int gatherCurrentTimeInt64(sqlite3_vfs *vfs, sqlite3_int64 *now) {
  (void)vfs;
  return innerVfs->xCurrentTimeInt64(innerVfs, now);
}

/* plaza_wal_writes(): 'received written' since the process loaded the extension (for tests and benchmarks). */
static void walWritesFunction(sqlite3_context *context, int argc, sqlite3_value **argv) {
  (void)argc;
  (void)argv;
  sqlite3_result_text(context,
                      sqlite3_mprintf("%lld %lld", __atomic_load_n(&writesReceived, __ATOMIC_RELAXED),
                                      __atomic_load_n(&writesMade, __ATOMIC_RELAXED)),
                      -1, sqlite3_free);
}

#ifdef _WIN32
__declspec(dllexport)
#endif
int sqlite3_walwrites_init(sqlite3 *db, char **error, const sqlite3_api_routines *api) {
  int rc = SQLITE_OK;
  sqlite3_mutex *mutex;
  SQLITE_EXTENSION_INIT2(api);
  (void)error;
  /* Two threads loading it at once register it once, and never wrap it in itself. */
  mutex = sqlite3_mutex_alloc(SQLITE_MUTEX_STATIC_APP1);
  sqlite3_mutex_enter(mutex);
  if (sqlite3_vfs_find(VFS_NAME) == 0) {
    innerVfs = sqlite3_vfs_find(0);
    if (innerVfs == 0 || innerVfs->iVersion < 2) {
      sqlite3_mutex_leave(mutex);
      return SQLITE_ERROR;
    }
    for (int i = 0; i < 3; i++) {
      methodsByVersion[i] = gatheringMethods;
      methodsByVersion[i].iVersion = i + 1;
    }
    gatheringVfs.iVersion = 2;
    gatheringVfs.szOsFile = (int)sizeof(GatheringFile) + innerVfs->szOsFile;
    gatheringVfs.mxPathname = innerVfs->mxPathname;
    gatheringVfs.zName = VFS_NAME;
    gatheringVfs.xOpen = gatherOpen;
    gatheringVfs.xDelete = gatherDelete;
    gatheringVfs.xAccess = gatherAccess;
    gatheringVfs.xFullPathname = gatherFullPathname;
    gatheringVfs.xDlOpen = gatherDlOpen;
    gatheringVfs.xDlError = gatherDlError;
    gatheringVfs.xDlSym = gatherDlSym;
    gatheringVfs.xDlClose = gatherDlClose;
    gatheringVfs.xRandomness = gatherRandomness;
    gatheringVfs.xSleep = gatherSleep;
    gatheringVfs.xCurrentTime = gatherCurrentTime;
    gatheringVfs.xGetLastError = gatherGetLastError;
    gatheringVfs.xCurrentTimeInt64 = gatherCurrentTimeInt64;
    rc = sqlite3_vfs_register(&gatheringVfs, 1);
    if (rc == SQLITE_OK) {
      /* Every connection opened afterwards gets plaza_wal_writes() too. */
      rc = sqlite3_auto_extension((void (*)(void))sqlite3_walwrites_init);
    }
  }
  sqlite3_mutex_leave(mutex);
  if (rc != SQLITE_OK) {
    return rc;
  }
  rc = sqlite3_create_function(db, "plaza_wal_writes", 0, SQLITE_UTF8, 0, walWritesFunction, 0, 0);
  return rc == SQLITE_OK ? SQLITE_OK_LOAD_PERMANENTLY : rc;
}
