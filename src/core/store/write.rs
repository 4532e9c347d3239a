//! Writing files safely: one file by temp file and rename, a new game's files all or none.

use super::{GameDir, IoProblem, io_problem};
use crate::core::read::{Links, MAX_GAME_FILE, read_bytes};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

impl GameDir {
    /// Writes the files of a new game (paths relative to the game folder), all or none: on a
    /// failure, the files it made are removed, the files it replaced get their old bytes back,
    /// and the folders it made go.
    pub fn create_all(&self, files: &[(String, Vec<u8>)]) -> Result<(), IoProblem> {
        let mut made_dirs: Vec<PathBuf> = Vec::new();
        let mut made_files: Vec<PathBuf> = Vec::new();
        let mut replaced: Vec<(PathBuf, Vec<u8>)> = Vec::new();
        let mut result = Ok(());
        for (rel, bytes) in files {
            let path = self.path(rel);
            let mut missing: Vec<PathBuf> = path
                .ancestors()
                .skip(1)
                .take_while(|d| d.starts_with(&self.root) && fs::symlink_metadata(d).is_err())
                .map(Path::to_path_buf)
                .collect();
            missing.reverse();
            made_dirs.extend(missing);
            match fs::symlink_metadata(&path) {
                Ok(m) if m.is_file() => match read_bytes(&path, MAX_GAME_FILE, Links::Refuse) {
                    Ok(old) => replaced.push((path.clone(), old)),
                    Err(refused) => {
                        result = Err(IoProblem(refused.problem(&path)));
                        break;
                    }
                },
                _ => made_files.push(path.clone()),
            }
            if let Err(problem) = write_atomic(&path, bytes) {
                result = Err(problem);
                break;
            }
        }
        if result.is_err() {
            for path in &made_files {
                let _ = fs::remove_file(path);
            }
            for (path, old) in &replaced {
                let _ = write_atomic(path, old);
            }
            for dir in made_dirs.iter().rev() {
                let _ = fs::remove_dir(dir);
            }
        }
        result
    }
}

/// Temp file in the same folder, flushed to disk, then renamed over the target (a link at the
/// target is replaced, never written through). The temp file is made new: a link left in its
/// place is removed, not followed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), IoProblem> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(|e| io_problem("err-io-write", dir, &e))?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp"));
    let result = (|| -> std::io::Result<()> {
        if fs::symlink_metadata(&tmp).is_ok() {
            fs::remove_file(&tmp)?;
        }
        let mut file = File::options().write(true).create_new(true).open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = fs::remove_file(&tmp);
        io_problem("err-io-write", path, &e)
    })
}
/// Removes the temp files (`.name.tmp`) of one folder.
pub(super) fn clean_temp_files(dir: &Path) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    for entry in rd.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let is_file = entry.file_type().is_ok_and(|t| !t.is_dir());
        if is_file && name.starts_with('.') && name.ends_with(".tmp") {
            let _ = fs::remove_file(entry.path());
        }
    }
}
