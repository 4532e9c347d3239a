//! The integration tests, one binary: each file of tests/ is a module here (the scenarios, with
//! their own runner, are the other binary). One binary links once and shares its test threads
//! among all the files, where fifty binaries each linked the crate and ran one after another.

#[allow(dead_code)]
mod archive_support;
mod chez_geek_support;
#[allow(dead_code)]
mod common;
#[allow(dead_code)]
mod fetch_support;
mod import_support;
mod map_support;
mod tally_support;

mod among_us;
mod among_us_status;
mod among_us_tasks;
mod archive;
mod archive_browser;
mod catalogs;
mod chatter;
mod check_listing;
mod chez_geek;
mod chez_geek_play;
mod chez_geek_thread;
mod cli_atomic;
mod cli_init;
mod cli_next;
mod cli_refused;
mod day_votes;
mod fetch;
mod fetch_forums;
mod forms;
mod forum_markup;
mod forum_tally;
mod fuzz_corpus;
mod fuzz_stable;
mod game_yaml_words;
mod import;
mod import_pages;
mod intake_phase;
mod intake_readings;
mod intake_robustness;
mod intake_takebacks;
mod layers;
mod line_breaks;
mod map_chechino_marks;
mod map_cli;
mod map_geometry;
mod master_file;
mod master_thread;
mod master_thread_ids;
mod next_thread;
mod non_interference;
mod one_count;
mod one_night_example;
mod pm_corpus;
mod properties;
mod readings_resolved;
mod reliability;
mod reliability_game_files;
mod reliability_inputs;
mod reliability_states;
mod rng_golden;
mod several_pms;
mod status_master;
mod tally_input;
mod tally_pms;
mod tally_thread;
mod tally_usage;
mod thread_deleted;
mod thread_earlier;
mod thread_pages;
mod thread_posts;
mod undo;
mod verb_forms;
mod wagons;
